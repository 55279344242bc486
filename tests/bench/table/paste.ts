import { afterNextFrame } from './timing';

// The spreadsheet paste of the member-list bench: a block of TSV pasted into one cell, as the
// browser delivers Ctrl+V (a paste event carrying text/plain).

export interface PasteFigures {
  /** paste event → the next frame on screen. */
  painted: number;
  /** paste event → the form holding every pasted row (its onChange). */
  handed: number;
}

declare global {
  interface Window {
    benchPaste: (target: string, tsv: string, rows: number) => Promise<PasteFigures>;
  }
}

export function installPaste() {
  window.benchPaste = (target, tsv, rows) =>
    new Promise((resolve, reject) => {
      const cell = document.getElementById(target);
      if (!cell) return reject(new Error(`no cell #${target}`));
      cell.focus();
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', tsv);
      const begin = performance.now();
      cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      afterNextFrame(() => {
        const painted = performance.now() - begin;
        const deadline = begin + 120_000;
        const handed = () => {
          if ((window.benchMemberRows ?? 0) >= rows) resolve({ painted, handed: performance.now() - begin });
          else if (performance.now() > deadline) reject(new Error(`the form holds ${window.benchMemberRows} rows, not ${rows}`));
          else setTimeout(handed, 5);
        };
        handed();
      });
    });
}
