import type { FileRow } from '../repositories/files';

/**
 * Who may read a file. Today only its owner. This is the one place to widen it: the owner's
 * consultant and that consultant's employees, and the certification body's staff, once
 * applications link files to customers (look the viewer up and compare here).
 */
export async function mayRead(file: FileRow, viewerId: number): Promise<boolean> {
  return file.owner_id === viewerId;
}

/**
 * Who may delete a file: its owner. Later also: only while no submitted application refers
 * to it (check the applications table here when it exists).
 */
export async function mayDelete(file: FileRow, viewerId: number): Promise<boolean> {
  return file.owner_id === viewerId;
}
