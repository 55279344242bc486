// WCAG 1.4.11, which axe does not check: a focus indicator of 3:1 or more against what
// surrounds it. Shared by the end-to-end tests and the Storybook loop (scripts/storybook-check.mjs).

/**
 * In the page (pass it to page.evaluate): the contrast of the focused control's focus
 * indicator (its outline) against what surrounds it, the nearest opaque background behind
 * the control. Colours are read through a canvas, so any CSS colour syntax counts.
 */
export function measureFocusRing() {
  const element = document.activeElement;
  if (!element || element === document.body) return { contrast: 0, ring: 'none', around: 'none', width: 0, what: 'body' };
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const rgba = (color) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r, g, b]) => {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const style = getComputedStyle(element);
  const width = parseFloat(style.outlineWidth) || 0;
  const ring = style.outlineStyle === 'none' ? 'none' : style.outlineColor;
  // what the ring is drawn on: outside the control, the first opaque background around it
  let around = 'rgb(255, 255, 255)';
  for (let node = element.parentElement; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    if (rgba(background)[3] === 255) {
      around = background;
      break;
    }
  }
  if (ring === 'none' || width === 0) return { contrast: 0, ring, around, width, what: element.outerHTML.slice(0, 80) };
  const [a, b] = [luminance(rgba(ring)), luminance(rgba(around))].sort((x, y) => y - x);
  return { contrast: (a + 0.05) / (b + 0.05), ring, around, width, what: element.outerHTML.slice(0, 80) };
}

/**
 * From where focus is, the next `stops` stops reached with Tab: those whose ring is thinner
 * than 2 px or below 3:1, described. Stops at the end of the page.
 */
export async function weakFocusRings(page, stops = 12) {
  const weak = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(measureFocusRing);
    if (ring.what === 'body') break;
    if (ring.width < 2 || ring.contrast < 3) weak.push(`${ring.what} (${ring.ring} on ${ring.around}: ${ring.contrast.toFixed(2)})`);
  }
  return weak;
}
