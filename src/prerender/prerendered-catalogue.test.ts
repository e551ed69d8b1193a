import { describe, expect, it } from 'vitest';
import { categoryWithImages, categoryWithoutPackages } from '@/test/fixtures/catalogue';
import {
  prerenderedCatalogueIn,
  prerenderedCatalogueOf,
  prerenderedCatalogueScript,
  sameCatalogue,
} from './prerendered-catalogue';

const family = categoryWithImages(3);
const pets = categoryWithoutPackages;
const catalogue = [family, pets];

/** A page of its own: the tests' shared document keeps its styles. */
function pageWithHead(head: string): Document {
  const page = document.implementation.createHTMLDocument();
  page.head.innerHTML = head;
  return page;
}

describe('the catalogue a page is prerendered with', () => {
  it('is read back from the HTML and from the document as it was written', () => {
    const html = `<head><style></style>${prerenderedCatalogueScript(catalogue)}</head>`;
    expect(prerenderedCatalogueIn(html)).toEqual(catalogue);
    expect(prerenderedCatalogueOf(pageWithHead(prerenderedCatalogueScript(catalogue)))).toEqual(catalogue);
  });

  it('cannot close its element or open another, whatever a name holds', () => {
    const tricky = [{ ...categoryWithoutPackages, name: '</script><script>alert(1)</script>' }];
    expect(prerenderedCatalogueScript(tricky).match(/</g)).toHaveLength(2);
    expect(prerenderedCatalogueIn(prerenderedCatalogueScript(tricky))).toEqual(tricky);
  });

  it('is absent from a page prerendered without one', () => {
    expect(prerenderedCatalogueIn('<head></head>')).toBeUndefined();
    expect(prerenderedCatalogueOf(pageWithHead(''))).toBeUndefined();
  });
});

describe('sameCatalogue', () => {
  it('holds when only the instants differ (the demo clock moves them)', () => {
    const moved = catalogue.map((category) => ({ ...category, createdAt: '2026-12-01T00:00:00.000Z' }));
    expect(sameCatalogue(catalogue, moved)).toBe(true);
  });

  it('fails on a renamed category, a new price, another image, or another order', () => {
    expect(sameCatalogue(catalogue, [{ ...family, name: 'Keluarga' }, pets])).toBe(false);
    const repriced = {
      ...family,
      category_packages: family.category_packages.map((offer, index) =>
        index === 0 ? { ...offer, price: 400_000 } : offer,
      ),
    };
    expect(sameCatalogue(catalogue, [repriced, pets])).toBe(false);
    expect(sameCatalogue(catalogue, [{ ...family, images: family.images.slice(1) }, pets])).toBe(false);
    expect(sameCatalogue(catalogue, [pets, family])).toBe(false);
    expect(sameCatalogue(catalogue, [family])).toBe(false);
  });
});
