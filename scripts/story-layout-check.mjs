// The layout check of one rendered story (or any page): no page wider than the screen (a wide
// table scrolls inside its own frame) and no text drawn over other text or over an input box.
// Used by the story loop at 360 and 1,280 px in Greek (see STORY_LAYOUT_WIDTHS).

/** The widths every form story is looked at: a phone and a laptop. */
export const STORY_LAYOUT_WIDTHS = [360, 1280];

/**
 * Returns the problems of the page as it is now (empty when none), each a sentence naming
 * what is wrong and where. Call it after the story rendered, once per viewport width.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export async function checkStoryLayout(page) {
  return page.evaluate(() => {
    const problems = [];
    const width = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    if (wide > width + 1) problems.push(`the page is ${wide} px wide on a ${width} px screen`);

    const describe = (el) => {
      const name = el.getAttribute('aria-label') || el.id || (el.textContent || '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
    };
    const hidden = (el) => {
      // not drawn though laid out: the content of a closed <details> (content-visibility: hidden)
      if (!el.checkVisibility()) return true;
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
      }
      return false;
    };
    // What is visible of a box: clipped by the element itself and every ancestor that does not
    // let content overflow (a table's scrolling frame hides the columns outside it; words for
    // screen readers only sit in a 1 px box).
    const visiblePart = (el, rect) => {
      let { left, top, right, bottom } = rect;
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = node.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
    };

    // Boxes: each line of each text, and each input box.
    const boxes = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const el = text.parentElement;
      if (!el || !text.textContent.trim() || ['SCRIPT', 'STYLE', 'OPTION'].includes(el.tagName) || hidden(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        // visually hidden words for screen readers (1 px boxes) are not drawn
        if (rect.width <= 1 || rect.height <= 1) continue;
        const part = visiblePart(el, rect);
        if (part) boxes.push({ el, part, kind: 'text' });
      }
    }
    for (const el of document.querySelectorAll('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea, select')) {
      if (hidden(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const part = visiblePart(el, rect);
      if (part) boxes.push({ el, part, kind: 'input' });
    }

    const seen = new Set();
    const SLACK = 2; // anti-aliasing and line-height rounding
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.part.right, b.part.right) - Math.max(a.part.left, b.part.left);
        const y = Math.min(a.part.bottom, b.part.bottom) - Math.max(a.part.top, b.part.top);
        if (x <= SLACK || y <= SLACK) continue;
        const message = `${a.kind} ${describe(a.el)} is drawn over ${b.kind} ${describe(b.el)}`;
        if (!seen.has(message)) {
          seen.add(message);
          problems.push(message);
        }
      }
    }
    return problems;
  });
}
