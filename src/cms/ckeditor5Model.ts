// The kit's elements in CKEditor 5's model: their names, their attributes as written, the one
// selected, and the command that inserts one or changes the one selected.
import type * as CKEditor5 from 'ckeditor5';
import type { FieldValue, FormModel } from './elementForm';

/** The model's name for a kit element and for its attribute: the editor's other features never use these. */
export const modelName = (tag: string) => `storefront:${tag}`;
export const modelAttribute = (name: string) => `storefront:${name}`;
export const tagOf = (element: CKEditor5.ModelElement) => element.name.replace(/^storefront:/, '');

/** A placed element's attributes as written on the page, in the declaration's order. */
export const writtenOf = (element: CKEditor5.ModelElement, attributes: readonly string[]) =>
  attributes.flatMap((attribute): [string, string][] => {
    const value = element.getAttribute(modelAttribute(attribute));
    return typeof value === 'string' ? [[attribute, value]] : [];
  });

/** The placed kit element the selection is on (a form can edit it), if any. */
export function selectedElement(model: CKEditor5.Model, { isPlaceable }: FormModel): CKEditor5.ModelElement | undefined {
  const selected = model.document.selection.getSelectedElement();
  return selected?.name.startsWith('storefront:') && isPlaceable(tagOf(selected)) ? selected : undefined;
}

/** The command, made from the editor's `Command`. */
export function createElementCommand(Command: typeof CKEditor5.Command, form: FormModel): typeof CKEditor5.Command {
  /** Inserts a kit element at the selection, or changes the attributes of the one selected, as one undo step. */
  return class StorefrontElementCommand extends Command {
    override refresh() {
      const selected = selectedElement(this.editor.model, form);
      this.value = selected ? tagOf(selected) : undefined;
      this.isEnabled = true;
    }

    /** `placed`: the element to change; without it, a new one goes at the selection (after an element selected there). */
    override execute({
      tag,
      values,
      placed,
    }: {
      tag: string;
      values: Readonly<Record<string, FieldValue>>;
      placed?: CKEditor5.ModelElement;
    }) {
      const { model } = this.editor;
      const written = form.writtenAttributes(tag, values).map(([name, value]) => [modelAttribute(name), value] as const);
      model.change((writer) => {
        // Only the element the form was opened on changes; a new one never replaces the one selected meanwhile.
        const selected = placed?.root.rootName === '$graveyard' ? undefined : placed;
        if (selected && tagOf(selected) === tag) {
          for (const name of form.declaredAttributes(tag)) writer.removeAttribute(modelAttribute(name), selected);
          for (const [name, value] of written) writer.setAttribute(name, value, selected);
        } else
          model.insertObject(writer.createElement(modelName(tag), Object.fromEntries(written)), null, null, {
            setSelection: 'on',
            // Beside an element selected there (never in its place), else at the cursor.
            ...(model.document.selection.getSelectedElement() ? { findOptimalPosition: 'after' as const } : {}),
          });
      });
    }
  };
}
