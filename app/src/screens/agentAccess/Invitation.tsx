import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { InvitationData } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, Link } from '@wasl/ui';
import { AGENT_HOME } from '../../routing/guard';
import { acceptInvitation, lookUpInvitation } from '../../state/agentAccess';
import { useMutation } from '../../state/mutation';
import { FormAlert } from '../FormAlert';
import { NewPasswordFields } from '../NewPasswordFields';
import * as styles from '../screens.css';

/** The server's answers this page words its own way: the link is spent or old; the store has them out of service. */
const EXPIRED = 'errors:auth.403';
const OUT_OF_SERVICE = 'errors:agentOutOfService';

/**
 * /invitation?token=…: the link of an agent's invitation e-mail (README "Agents sign in"; the session
 * is cleared on arrival). Shows who invited whom, then the agent chooses a password (SPEC §5's live
 * checklist) and joins: active, signed in, to the inbox.
 */
export function Invitation() {
  const { t } = useTranslation('agentAccess');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [details, setDetails] = useState<InvitationData | null>(null);
  const [password, setPassword] = useState('');
  const lookUp = useMutation(lookUpInvitation, { onSuccess: setDetails });
  const accept = useMutation(acceptInvitation, { onSuccess: () => navigate(AGENT_HOME) });
  const valid = token.length >= 16;

  useEffect(() => {
    if (valid) void lookUp.run(token);
    // Once per token: the link of this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const expired = lookUp.errorKey === EXPIRED || accept.errorKey === EXPIRED;
  const outOfService = accept.errorKey === OUT_OF_SERVICE;

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('invitation.title')}
      </h1>
      {!valid ? (
        <p className={styles.alert}>{t('invitation.missingToken')}</p>
      ) : expired || outOfService ? (
        <div role="status" className={styles.form}>
          <p className={expired ? styles.alert : styles.trial}>{t(expired ? 'invitation.expired' : 'invitation.outOfService')}</p>
          <Link href="/auth">{t('invitation.login')}</Link>
        </div>
      ) : lookUp.errorKey ? (
        <FormAlert messageKey={lookUp.errorKey} />
      ) : !details ? (
        <p role="status" className={styles.muted}>
          {t('invitation.loading')}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('invitation.intro')}</p>
          <dl className={styles.form}>
            <div>
              <dt className={styles.muted}>{t('invitation.store')}</dt>
              <dd>
                <bdi>{details.Business_Name}</bdi>
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('invitation.name')}</dt>
              <dd>
                <bdi>{details.Agent_Name}</bdi>
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('invitation.email')}</dt>
              <dd>
                <bdi>{details.Email}</bdi>
              </dd>
            </div>
          </dl>
          <FormAlert messageKey={accept.errorKey} />
          <Form className={styles.form} onSubmit={() => void accept.run({ token, password })}>
            <NewPasswordFields
              label={t('fields.newPassword', { ns: 'auth' })}
              confirmLabel={t('fields.confirmPassword', { ns: 'auth' })}
              value={password}
              onChange={setPassword}
            />
            <Button type="submit" isPending={accept.pending}>
              {t('invitation.submit')}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
