import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough on a 2-core machine.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A real hash of nothing in particular, verified when the username is unknown so that a
// wrong username costs the same time as a wrong password (no hint which one was wrong).
let decoyHash: Promise<string> | undefined;
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  await verifyPassword(await decoyHash, password);
}
