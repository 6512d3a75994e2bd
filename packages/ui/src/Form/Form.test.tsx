/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validateAgentName, validateEmail } from '@wasl/api/validators';
import { TextField } from '../TextField';
import { Form } from './Form';
import { renderIn } from '../testing/renderIn';

function setup(props: Partial<React.ComponentProps<typeof Form>> = {}) {
  const onSubmit = vi.fn();
  renderIn(
    'en',
    <Form onSubmit={onSubmit} {...props}>
      <TextField name="name" label="Agent name" isRequired validate={validateAgentName} />
      <TextField name="email" label="Agent email" type="email" isRequired validate={validateEmail} />
      <button type="submit">Invite</button>
    </Form>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const links = () => within(screen.getByRole('alert')).queryAllByRole('link');

describe('Form error summary', () => {
  it('drops a fixed field from the summary and disappears when all are fixed, without moving focus', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(links()).toHaveLength(2);

    const name = screen.getByRole('textbox', { name: 'Agent name' });
    const email = screen.getByRole('textbox', { name: 'Agent email' });
    await user.click(name);
    await user.keyboard('Sara');
    await user.tab();
    await waitFor(() => expect(links()).toHaveLength(1));
    expect(links()[0]).toHaveTextContent('Agent email: Email is required');
    expect(summary).toHaveTextContent('There is 1 problem');
    expect(email).toHaveFocus();

    await user.keyboard('sara@wasl.sa');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Invite' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('updates an entry whose message changes, and keeps it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByRole('textbox', { name: 'Agent email' }));
    await user.keyboard('sara@');
    await user.tab();
    await waitFor(() => expect(links()[1]).toHaveTextContent('Enter a valid email!'));
    expect(links()).toHaveLength(2);
  });

  it('does not add a field that turns invalid after the submit', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Agent name' }), 'Sara');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(links()).toHaveLength(1);
    const name = screen.getByRole('textbox', { name: 'Agent name' });
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(links()).toHaveLength(1);
  });

  it('clears a server error from the summary once the value is changed', async () => {
    const { user } = setup({ validationErrors: { email: 'E-mail already exists' } });
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('E-mail already exists');
    await user.click(screen.getByRole('textbox', { name: 'Agent email' }));
    await user.keyboard('other@wasl.sa');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
