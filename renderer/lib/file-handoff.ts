/**
 * Hands a file from one screen to another: a CSV dropped on a collection page is read by the Import screen.
 * Features never import each other, so the file waits here (in memory, never on disk) until it is taken.
 */

/** A file waiting for the Import screen, with the collection it goes into. */
export interface HandedOffFile {
  readonly file: File;
  readonly collectionId: number;
}

let pending: HandedOffFile | null = null;

/** Leaves a file for the next screen that takes it; a newer hand-off replaces one not yet taken. */
export function handOffFile(file: File, target: { collectionId: number }): void {
  pending = { file, collectionId: target.collectionId };
}

/** Takes the handed-off file, once: later calls get null until another file is handed off. */
export function takeHandedOffFile(): HandedOffFile | null {
  const taken = pending;
  pending = null;
  return taken;
}
