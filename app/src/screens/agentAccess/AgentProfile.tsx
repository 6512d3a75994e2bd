import { useState } from 'react';
import { successKeys } from '@wasl/api/errors';
import { useTranslation } from '@wasl/i18n';
import { Button, Card, Form, Link, StatusPill, TextField } from '@wasl/ui';
import { validateAgentName } from '@wasl/api/validators';
import { ErrorState } from '../../shell/ErrorState';
import { agentSelfAtom, renameAgentSelf } from '../../state/agentAccess';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/** /agent/profile: the signed-in agent's own profile — store, e-mail, sections, service; their name; password. */
export function AgentProfile() {
  const { t } = useTranslation('agentAccess');
  const self = useResource(agentSelfAtom);
  const [name, setName] = useState<string | null>(null);
  const rename = useMutation(renameAgentSelf, { success: successKeys.dataUpdated, onSuccess: () => setName(null) });

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('profile.title')}
      </h1>
      {self.status === 'error' ? (
        <ErrorState messageKey={self.messageKey} onRetry={self.retry} />
      ) : self.status === 'loading' ? (
        <p role="status" className={styles.muted}>
          …
        </p>
      ) : (
        <Card padding="md">
          <dl className={styles.form}>
            <div>
              <dt className={styles.muted}>{t('profile.store')}</dt>
              <dd>
                <bdi>{self.data.Business_Name}</bdi>
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('profile.email')}</dt>
              <dd>
                <bdi>{self.data.Agent_Email}</bdi>
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('profile.sections')}</dt>
              <dd>
                {self.data.Sections.length === 0 ? (
                  t('profile.noSections')
                ) : (
                  <ul>
                    {self.data.Sections.map((section) => (
                      <li key={section.id}>
                        <bdi>{section.name}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('profile.service')}</dt>
              <dd>
                <StatusPill
                  tone={self.data.Service ? 'success' : 'neutral'}
                  label={t(self.data.Service ? 'profile.inService' : 'profile.outOfService')}
                />
              </dd>
            </div>
          </dl>
          <FormAlert messageKey={rename.errorKey} />
          <Form className={styles.form} onSubmit={() => void rename.run((name ?? self.data.Agent_Name).trim())}>
            <TextField
              label={t('profile.name')}
              name="name"
              isRequired
              value={name ?? self.data.Agent_Name}
              onChange={setName}
              validate={validateAgentName}
            />
            <div className={styles.actions}>
              <Button type="submit" isPending={rename.pending}>
                {t('profile.save')}
              </Button>
              <Link href="/change_password">{t('profile.changePassword')}</Link>
            </div>
          </Form>
        </Card>
      )}
    </section>
  );
}
