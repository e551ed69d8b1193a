import type { FormikProps } from 'formik';
import { CategorySelect } from './category-select';
import { fieldError } from '@/lib/forms/form-field-props';
import { PriceField } from './price-field';
import type { PricedItemFields } from './priced-item-values';

/** The price and category fields packages and add-ons share. */
export function PricedItemInputs<Values extends PricedItemFields>({ form }: { form: FormikProps<Values> }) {
  return (
    <>
      <PriceField
        value={form.values.price}
        onChange={(digits) => void form.setFieldValue('price', digits)}
        error={fieldError(form, 'price')}
      />
      <CategorySelect
        value={form.values.categoryId}
        onChange={(categoryId) => void form.setFieldValue('categoryId', categoryId)}
        error={fieldError(form, 'categoryId')}
      />
    </>
  );
}
