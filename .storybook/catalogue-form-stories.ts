import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, failsToLoad, loadsEmpty, neverLoads, storyHandlers } from './story-handlers';
import { testedBy } from './story-parameters';
import { onMobile } from './viewports';

type CanvasContext = Pick<StoryContext, 'canvas' | 'canvasElement'>;

export interface CatalogueFormStoriesOptions {
  /** The create page's title. */
  heading: string;
  /** The create page's submit button. */
  submit: string;
  /** What an empty form is told, field by field. */
  missing: string[];
  /** An item's edit page. */
  editRoute: (id: number) => string;
  /** The API path of one item: 'addon/:id'. */
  api: string;
  /** Item 1's name field: its label and value. */
  name: [label: string, value: string];
  /** What else item 1's form shows. */
  expectEdit: (canvas: CanvasContext['canvas']) => Promise<void>;
}

/**
 * The stories every catalogue form page has: create (on a phone too), what an empty form is told, item 1
 * to edit (on a phone too), loading, and an item that is not there.
 */
export function catalogueFormStories({
  heading,
  submit,
  missing,
  editRoute,
  api,
  name,
  expectEdit,
}: CatalogueFormStoriesOptions) {
  const edit = {
    parameters: { route: editRoute(1) },
    play: async ({ canvas }: CanvasContext) => {
      await waitFor(() => expect(canvas.getByLabelText(name[0])).toHaveValue(name[1]));
      await expectEdit(canvas);
    },
  };
  return {
    create: {
      play: async ({ canvas }: CanvasContext) => {
        await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
      },
    },
    createOnMobile: { globals: onMobile },
    validationErrors: {
      play: async ({ canvas }: CanvasContext) => {
        await userEvent.click(canvas.getByRole('button', { name: submit }));
        await waitFor(() => expect(canvas.getByText(missing[0] ?? '')).toBeVisible());
        for (const message of missing) await expect(canvas.getByText(message)).toBeVisible();
      },
    },
    edit,
    editOnMobile: { ...edit, globals: onMobile },
    editLoading: {
      parameters: { route: editRoute(1), ...neverLoads(api) },
      play: async ({ canvas }: CanvasContext) => {
        await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
      },
    },
    editNotFound: {
      parameters: { route: editRoute(999) },
      play: async ({ canvas }: CanvasContext) => {
        await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
      },
    },
  };
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A category picker's entry, once its list is open. */
async function expectCategoryOption({ canvas, canvasElement }: CanvasContext, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Kategori' }));
  await expect(await body(canvasElement).findByRole('option', { name: option })).toBeInTheDocument();
}

/** The test both priced items' form pages share, from their stories' folders (`addons/`, `packages/`). */
const PRICED_ITEM_PAGES_TEST = '../shared/priced-item-pages.test.tsx';

/**
 * A package's or add-on's form page stories: the catalogue form's, and the price kept to digits, the
 * category picker with no categories or failing, and the server's `refusal` of a change. Those whose case
 * `priced-item-pages.test.tsx` checks for both pages name it (`testedBy`); their phone twins do not.
 */
export function pricedItemFormStories(
  options: Omit<CatalogueFormStoriesOptions, 'submit'> & { refusal: [status: number, message: string] },
) {
  const [status, message] = options.refusal;
  const form = catalogueFormStories({ ...options, submit: 'Tambah Paket' });
  const emptySubmit = 'tell what is missing on an empty submit';
  const categoryPicker =
    "offer 'Tidak ada data' when there are no categories, and an error entry when they fail to load";
  return {
    ...form,
    create: testedBy(form.create, PRICED_ITEM_PAGES_TEST, emptySubmit),
    validationErrors: testedBy(form.validationErrors, PRICED_ITEM_PAGES_TEST, emptySubmit),
    edit: testedBy(form.edit, PRICED_ITEM_PAGES_TEST, 'open an item prefilled and save the change'),
    editNotFound: testedBy(
      form.editNotFound,
      PRICED_ITEM_PAGES_TEST,
      "show 'Error: message' when the item cannot be loaded",
    ),
    priceKeepsDigits: {
      play: async ({ canvas }: CanvasContext) => {
        const price = canvas.getByLabelText('Harga');
        await userEvent.type(price, 'Rp 250.000');
        await expect(price).toHaveValue('250000');
      },
    },
    noCategories: testedBy(
      {
        parameters: loadsEmpty('categories'),
        play: (context: CanvasContext) => expectCategoryOption(context, 'Tidak ada data'),
      },
      PRICED_ITEM_PAGES_TEST,
      categoryPicker,
    ),
    categoriesFailed: testedBy(
      {
        parameters: failsToLoad('categories', 'Gagal memuat kategori'),
        play: (context: CanvasContext) => expectCategoryOption(context, 'Gagal memuat kategori'),
      },
      PRICED_ITEM_PAGES_TEST,
      categoryPicker,
    ),
    serverError: {
      parameters: { route: options.editRoute(1), ...storyHandlers(fail(options.api, status, message, 'put')) },
      play: async ({ canvas }: CanvasContext) => {
        await canvas.findByLabelText(options.name[0]);
        await userEvent.click(canvas.getByRole('button', { name: 'Ubah Paket' }));
        await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
      },
    },
  };
}
