import { expect, within } from 'storybook/test';

/**
 * The loading contract shared by collections (Table, GridList): the collection sits in an
 * `aria-busy` region that says "Loading…" once in a status, and shows `skeletons` placeholders.
 */
export async function expectLoadingCollection(canvasElement: HTMLElement, role: 'grid', skeletons: number) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole(role).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByRole('status')).toHaveTextContent(/Loading|جارٍ التحميل/);
  await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBe(skeletons);
}
