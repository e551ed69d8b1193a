import { demoAccounts } from '../support/app';
import { addCategory, addPackage } from '../support/catalogue-forms';
import { pngUpload } from '../support/png-upload';
import {
  expect,
  expectKept,
  loadedImageSources,
  openApp,
  REAL_API_ORIGIN,
  REAL_API_URL,
  signIn,
  test,
} from '../support/real-api';

test('a visitor browses the categories from the API, their images served by it', async ({ page }) => {
  const categoriesAnswer = page.waitForResponse(`${REAL_API_URL}/categories`);
  await openApp(page, 'category');
  expect((await categoriesAnswer).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('link', { name: /^Detail / });
  await expect(cards.first()).toBeVisible();

  const cardImages = await loadedImageSources(page.getByRole('main').getByRole('img'));
  expect(cardImages.length).toBeGreaterThanOrEqual(3);
  for (const source of cardImages) expect(source).toMatch(new RegExp(`^${REAL_API_ORIGIN}/images/[\\w-]+\\.svg$`));

  await page.getByRole('link', { name: 'Detail Foto Keluarga' }).click();
  await expect(page.getByRole('heading', { name: 'Pilihan Paket Yang Tersedia' })).toBeVisible();
  await expect(page.getByText('Keluarga Kecil')).toBeVisible();
  for (const source of await loadedImageSources(page.getByRole('main').getByRole('img'))) {
    expect(source.startsWith(`${REAL_API_ORIGIN}/images/`)).toBe(true);
  }
});

test('a category the admin creates with images and a package shows on /category, after a reload and a restart', async ({
  page,
  api,
}) => {
  const name = `Foto Wisuda ${Date.now() % 100_000}`;
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/categories');
  await addCategory(page, name, [pngUpload('toga.png'), pngUpload('keluarga.png')]);
  // The catalogue shows a category once it has a package to book.
  await openApp(page, 'dashboard/packages/create');
  await addPackage(page, {
    name: 'Wisuda Berdua',
    description: 'Sesi foto 20 menit\nSemua file digital',
    editedQuota: '10',
    price: '300000',
    category: name,
  });

  const uploadedImages = new RegExp(`^${REAL_API_URL}/files/[\\w-]+\\.png$`);
  const expectCategoryShown = async () => {
    await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
    const [image] = await loadedImageSources(page.getByRole('main').getByRole('img', { name, exact: true }));
    expect(image).toMatch(uploadedImages);
  };

  await openApp(page, 'category');
  await expectKept(page, api, expectCategoryShown);
  await openApp(page, 'dashboard/categories');
  await page.getByLabel('Cari kategori').fill(name);
  const thumbnails = await loadedImageSources(
    page.getByRole('main').getByRole('img', { name: new RegExp(`^Foto \\d ${name}$`) }),
  );
  expect(thumbnails).toHaveLength(2);
  for (const source of thumbnails) expect(source).toMatch(uploadedImages);
});
