import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, expectNoSeriousAxeViolationsAtEveryWidth } from './support';

// The axe check itself (support.ts) fails on a planted page: an image without a text alternative,
// the same inside a same-origin (srcdoc) frame, and a frame without a title, seen in the page and
// in its frame, at every width, and again once the check has already run in that document.

const planted = `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main>
  <h1>Planted</h1><img src="/favicons/albelli.svg">
  <iframe srcdoc="<!doctype html><html lang='en'><head><title>Inner</title></head><body><img src='/favicons/albelli.svg'></body></html>"></iframe>
</main></body></html>`;

test('the axe check fails on missing alt texts in the page and in a same-origin frame, and on an untitled frame', async ({ page }) => {
  await page.goto('/__sandbox/health');
  await page.setContent(planted);
  await expect(page.frames()).toHaveLength(2);
  for (let run = 0; run < 2; run += 1) {
    const failure = await expectNoSeriousAxeViolations(page, 'planted page').then(
      () => '',
      (error: unknown) => String(error),
    );
    expect(failure).toContain('image-alt (critical)');
    expect(failure).toContain('frame-title (serious)');
    // the frame's own image is reported by its path through the frame
    expect(failure).toMatch(/image-alt \(critical\): img, iframe img/);
  }
  await expect(expectNoSeriousAxeViolationsAtEveryWidth(page, 'planted page')).rejects.toThrow(/at 375 px/);
});
