// Lighthouse on the public pages of issue 31 (goal: score ≥ 90 on a phone), with the setup of
// tests/bench/lighthouse-support.mjs (mobile preset, HTTPS with HTTP/2, first visit; its
// settings, e.g. LIGHTHOUSE_RUNS=3): the public register searched
// (/public-register?name=papadopoulos) and a certificate's public page (the demo certificate:
// DEMO_APPLICATIONS on, unlike lighthouse.bench.mjs, whose farmer must be free to start an
// organic application). Figures only.
import { benchLighthouse } from './lighthouse-support.mjs';

await benchLighthouse({ DEMO_APPLICATIONS: 'on' }, async ({ base, measure }) => {
  await measure('/public-register, searched', `${base}/public-register?name=papadopoulos`);
  // the demo certificate is made in the second after the first start answers
  let certificate;
  for (let i = 0; !certificate && i < 60; i += 1) {
    const found = await fetch(`${base}/api/public/register?name=papadopoulos`).then((r) => r.json(), () => ({ items: [] }));
    certificate = found.items?.[0]?.verify_path;
    if (!certificate) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!certificate) throw new Error('the demo certificate did not appear');
  await measure("a certificate's public page", `${base}${certificate}`);
});
