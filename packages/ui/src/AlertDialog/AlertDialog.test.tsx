/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { renderIn } from '../testing/renderIn';

function setup(props: Partial<AlertDialogProps> = {}, locale: 'en' | 'ar' = 'en') {
  const onConfirm = props.onConfirm ?? vi.fn();
  const onOpenChange = vi.fn();
  const utils = renderIn(
    locale,
    <AlertDialog
      title="Remove agent?"
      confirmLabel="Remove"
      tone="danger"
      defaultOpen
      onOpenChange={onOpenChange}
      {...props}
      onConfirm={onConfirm}
    >
      Sara loses access to the inbox.
    </AlertDialog>,
  );
  return { ...utils, onConfirm, onOpenChange };
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    setup();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Remove agent?');
    expect(dialog).toHaveAccessibleDescription('Sara loses access to the inbox.');
  });

  it('does not close on a press outside', async () => {
    const { onOpenChange } = setup();
    await screen.findByRole('alertdialog');
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends the typed password and closes once the promise resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    setup({ requirePassword: true, onConfirm });
    const password = await screen.findByLabelText('Your password');
    await userEvent.type(password, 'Demo@2026{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Demo@2026');
    // Pending: the confirm button shows progress and the dialog stays.
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open with the error when the confirmation is rejected', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('wrong password')));
    const { rerender } = setup({ requirePassword: true, onConfirm });
    await userEvent.type(await screen.findByLabelText('Your password'), 'nope{Enter}');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    rerender(
      <AlertDialog
        title="Remove agent?"
        confirmLabel="Remove"
        tone="danger"
        defaultOpen
        requirePassword
        passwordError="That password is not correct."
        onConfirm={onConfirm}
      >
        Sara loses access to the inbox.
      </AlertDialog>,
    );
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('That password is not correct.');
  });

  it('uses the Arabic labels by default', async () => {
    setup({ requirePassword: true }, 'ar');
    expect(await screen.findByLabelText('كلمة المرور الخاصة بك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
