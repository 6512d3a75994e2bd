import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useTranslation } from '@wasl/i18n';
import type { MessageKey } from '@wasl/api/errors';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, Link } from '@wasl/ui';
import { disconnectStoreAtom, finishOAuthAtom, storesAtom } from '../../state/integration';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';

/** How long the result stays on screen before the merchant is taken back (they can go at once). */
export const CALLBACK_RETURN_MS = 4000;
const BACK = '/api_integration';

/** `reasonKey`: this page's own `integration:callback.missing` or the server's message key (a MessageKey, ADR 015). */
type Phase =
  | { kind: 'working' }
  | { kind: 'done'; sandbox: boolean; nothingToDo?: boolean }
  | { kind: 'failed'; reasonKey: MessageKey | 'integration:callback.missing' };

function CallbackPage({
  title,
  phase,
  texts,
}: {
  title: string;
  phase: Phase;
  texts: { working: string; done: (sandbox: boolean) => string; failed: (reason: string) => string };
}) {
  const { t } = useTranslation('integration');
  const serverMessage = useKeyTranslator();
  useEffect(() => {
    if (phase.kind !== 'done') return;
    const timer = setTimeout(() => navigate(BACK, { replace: true }), CALLBACK_RETURN_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);
  return (
    <section className={screens.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={screens.heading}>
        {title}
      </h1>
      <div role="status" aria-live="polite" data-testid="callback-result" data-phase={phase.kind}>
        <p className={phase.kind === 'failed' ? screens.alert : screens.lead}>
          {phase.kind === 'working'
            ? texts.working
            : phase.kind === 'done'
              ? texts.done(phase.sandbox)
              : texts.failed(serverMessage(phase.reasonKey))}
        </p>
      </div>
      <Link href={BACK}>{t('callback.back')}</Link>
    </section>
  );
}

/**
 * /salla/callback and /zid/callback (SPEC §2, no sidebar): the platform (or the sandbox) sends the
 * merchant back with `code` and `state`; the page posts them once, says whether the store is
 * connected (and whether in the sandbox), then returns to /api_integration.
 */
function OAuthCallback({ platform }: { platform: 'salla' | 'zid' }) {
  const { t } = useTranslation('integration');
  const params = new URLSearchParams(useSearch());
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const name = t(`stores.names.${platform}`);
  const [phase, setPhase] = useState<Phase>(
    code && state ? { kind: 'working' } : { kind: 'failed', reasonKey: 'integration:callback.missing' },
  );
  const finish = useMutation(finishOAuthAtom, {
    onSuccess: (connection) => setPhase({ kind: 'done', sandbox: connection.sandbox }),
  });
  // The state is single-use: post once, even when React runs the effect twice.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current || !code || !state) return;
    posted.current = true;
    void finish.run(platform, code, state);
  }, [code, state, platform, finish]);
  const current: Phase = finish.errorKey ? { kind: 'failed', reasonKey: finish.errorKey } : phase;
  return (
    <CallbackPage
      title={t('callback.title', { name })}
      phase={current}
      texts={{
        working: t('callback.working'),
        done: (sandbox) => t(sandbox ? 'callback.successSandbox' : 'callback.success', { name }),
        failed: (reason) =>
          current.kind === 'failed' && current.reasonKey === 'integration:callback.missing'
            ? reason
            : t('callback.failure', { name, reason }),
      }}
    />
  );
}

export function SallaCallback() {
  return <OAuthCallback platform="salla" />;
}

export function ZidCallback() {
  return <OAuthCallback platform="zid" />;
}

/**
 * /salla/unsubscribe: Salla sends the merchant here when the app is removed from their store. A link
 * alone never disconnects (any page could send a signed-in merchant here): the page says what
 * disconnecting does and waits for Disconnect; Keep connected goes back to API integration. When
 * there is no connection the page says so and calls nothing.
 */
export function SallaUnsubscribe() {
  const { t } = useTranslation('integration');
  const name = t('stores.names.salla');
  const stores = useResource(storesAtom);
  const [phase, setPhase] = useState<Phase | null>(null);
  const disconnect = useMutation(disconnectStoreAtom, { onSuccess: () => setPhase({ kind: 'done', sandbox: false }) });
  const connected = stores.data?.stores.some((s) => s.platform === 'salla');
  if (stores.status === 'ready' && connected && phase === null && !disconnect.errorKey) {
    return (
      <section className={screens.authCard} aria-labelledby="page-heading">
        <h1 id="page-heading" className={screens.heading}>
          {t('stores.disconnectTitle', { name })}
        </h1>
        <p className={screens.lead}>{t('callback.unsubscribeConfirm', { name })}</p>
        <p className={screens.lead}>{t('stores.disconnectBody')}</p>
        <div className={screens.actions}>
          <Button
            variant="danger"
            isPending={disconnect.pending}
            onPress={() => {
              setPhase({ kind: 'working' });
              void disconnect.run('salla');
            }}
          >
            {t('stores.disconnect')}
          </Button>
          <Button variant="secondary" isDisabled={disconnect.pending} onPress={() => navigate(BACK, { replace: true })}>
            {t('callback.keepConnected')}
          </Button>
        </div>
      </section>
    );
  }
  const current: Phase =
    stores.status === 'error'
      ? { kind: 'failed', reasonKey: stores.messageKey ?? 'errors:somethingWentWrong' }
      : disconnect.errorKey
        ? { kind: 'failed', reasonKey: disconnect.errorKey }
        : phase === null && stores.status === 'ready' && !connected
          ? { kind: 'done', sandbox: false, nothingToDo: true }
          : (phase ?? { kind: 'working' });
  return (
    <CallbackPage
      title={t('callback.unsubscribeTitle', { name })}
      phase={current}
      texts={{
        working: t(phase ? 'callback.unsubscribing' : 'callback.checking'),
        done: () => t(current.kind === 'done' && current.nothingToDo ? 'callback.notConnected' : 'callback.unsubscribed', { name }),
        failed: (reason) => t('callback.unsubscribeFailure', { name, reason }),
      }}
    />
  );
}
