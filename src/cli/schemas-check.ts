// npm run schemas:check [-- --dir path/to/schemas] [--locales path/to/locales]
// Tells an analyst what is wrong with the files under schemas/, each problem with its file and
// JSON pointer. Exit 0 when all is well, 1 when something is wrong.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { runSchemasCheck } from './schemas-check-run.ts';

const argv = process.argv.slice(2);
const dirFlag = argv.indexOf('--dir');
const schemasDir = resolve(dirFlag >= 0 ? argv[dirFlag + 1] : fileURLToPath(new URL('../../schemas/', import.meta.url)));
const localesFlag = argv.indexOf('--locales');
const localesDir = resolve(localesFlag >= 0 ? argv[localesFlag + 1] : fileURLToPath(new URL('../../locales/', import.meta.url)));

const { lines, exitCode } = runSchemasCheck(schemasDir, localesDir);
for (const line of lines) console.log(line);
process.exit(exitCode);
