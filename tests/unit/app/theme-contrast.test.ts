import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../../src/app/theme';

// Text the portal colours by meaning (success, error, warning, info: "The file was uploaded.",
// a refusal beside a field) and each palette's text shade (links, Alert texts) must read at
// 4.5:1 or more on white and on the palette's pale background (WCAG 1.4.3). Chakra's success
// text was green.600, 3.3:1 (issue 46).

interface Token {
  value: string | { _light: string };
}
const theme = (portalSystem as unknown as { _config: { theme: { tokens: { colors: Record<string, Record<string, Token>> }; semanticTokens: { colors: Record<string, Record<string, Token>> } } } })._config.theme;

/** A colour token's hex in the light scheme, following `{colors.green.700}` references. */
function hex(reference: string): string {
  const match = /^\{colors\.([a-z]+)\.?([a-z0-9]*)\}$/.exec(reference);
  if (!match) return reference;
  const [, palette, shade] = match;
  const token = shade ? (theme.semanticTokens.colors[palette]?.[shade] ?? theme.tokens.colors[palette]?.[shade]) : (theme.tokens.colors[palette] as unknown as Token);
  if (!token) throw new Error(`no token ${reference}`);
  return hex(typeof token.value === 'string' ? token.value : token.value._light);
}

const luminance = (color: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('text colours by meaning', () => {
  it.each(['success', 'error', 'warning', 'info', 'muted'])('fg.%s reads at 4.5:1 or more on white', (meaning) => {
    expect(contrast(hex(`{colors.fg.${meaning}}`), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['green', 'red', 'orange', 'blue'])("%s's text shade (links, Alert texts) reads at 4.5:1 on white and on its pale background", (palette) => {
    const text = hex(`{colors.${palette}.fg}`);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, hex(`{colors.${palette}.subtle}`))).toBeGreaterThanOrEqual(4.5);
  });
});
