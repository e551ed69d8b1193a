import { CatalogueEditPage, CatalogueFormPage, useEditedId } from './catalogue-form-page';
import { catalogueWords } from './catalogue-words';
import { PricedItemForm } from './priced-item-form';
import type { PricedItem, PricedItemKind } from './priced-item-kind';

interface PricedItemPageProps<Item extends PricedItem<Key>, Key extends string, Input> {
  /** Keep it stable (a module constant). */
  kind: PricedItemKind<Item, Key, Input>;
}

/** 'Tambah …': a new package or add-on; saved, the list opens. */
export function PricedItemCreatePage<Item extends PricedItem<Key>, Key extends string, Input>({
  kind,
}: PricedItemPageProps<Item, Key, Input>) {
  const [create] = kind.api.useCreate();
  return (
    <CatalogueFormPage title={catalogueWords(kind.noun).pageTitle.create} listPath={kind.paths.list}>
      <PricedItemForm kind={kind} mode="create" send={(input) => create(input).unwrap()} returnTo={kind.paths.list} />
    </CatalogueFormPage>
  );
}

/** 'Ubah …': the package or add-on of the route's id, in the form once it has loaded; saved, the list opens. */
export function PricedItemEditPage<Item extends PricedItem<Key>, Key extends string, Input>({
  kind,
}: PricedItemPageProps<Item, Key, Input>) {
  const id = useEditedId();
  const edited = kind.api.useItem(id);
  const [update] = kind.api.useUpdate();
  return (
    <CatalogueEditPage title={catalogueWords(kind.noun).pageTitle.edit} listPath={kind.paths.list} query={edited}>
      {(item) => (
        <PricedItemForm
          key={item.id}
          kind={kind}
          mode="edit"
          initialValues={kind.valuesOf(item)}
          send={(input) => update({ id, ...input }).unwrap()}
          returnTo={kind.paths.list}
        />
      )}
    </CatalogueEditPage>
  );
}
