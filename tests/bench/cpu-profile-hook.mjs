// Loaded with `--import` (NODE_OPTIONS refuses --cpu-prof): records a CPU profile of the whole
// process and writes it to $CPU_PROFILE_DIR/<pid>.cpuprofile when the process exits (open it in
// Chrome DevTools → Performance, or read it with tests/bench/cpu-profile-summary.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // an inspector session of the process itself answers synchronously, so this works in 'exit'
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
