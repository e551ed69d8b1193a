/** What a catalogue form (category, package or add-on) gets from its create or edit page. */
export interface CatalogueFormProps<Values, Sent> {
  mode: 'create' | 'edit';
  /** The item's values, to edit; a new item starts from empty fields. */
  initialValues?: Values;
  /** Saves the item; the server's answer is toasted and the list at `returnTo` opens. */
  send: (sent: Sent) => Promise<{ message: string }>;
  returnTo: string;
}
