import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Chatbot as ChatbotData } from '@wasl/api/types';
import type { Flow, FlowIssue, FlowLanguage } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button } from '@wasl/ui';
import { FlowCanvas, FlowEmulator, useIssueMessage } from '@wasl/widgets/chatbot';
import { deployFlow, deployProblems, emulateFlow } from '../../state/chatbot';
import { useMutation } from '../../state/mutation';
import { openPlanGate } from '../../state/planGate';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/**
 * The editor of /chatbot: canvas, deploy and reset, the refused deploy's problems, the emulator. A
 * node past the plan's limit opens the one upgrade dialog (SPEC §6), naming the plan that lifts it.
 */
export function ChatbotEditor({ saved, reload }: { saved: ChatbotData; reload: () => void }) {
  const { t } = useTranslation('chatbot');
  const message = useIssueMessage();
  const [flow, setFlow] = useState<Flow>(saved.bot);
  // A reload (after deploy or reset) brings a new saved flow: the editor starts from it.
  const [base, setBase] = useState(saved);
  if (base !== saved) {
    setBase(saved);
    setFlow(saved.bot);
  }
  const [refused, setRefused] = useState<FlowIssue[] | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ node: string } | null>(null);
  const dirty = flow !== saved.bot;

  // SPEC §4: deploy saves and reloads (the mutation refetches the chatbot); a refused deploy lists its problems.
  const deploy = useMutation(deployFlow, {
    success: 'chatbot:screen.deployed',
    onFailure: (error) => {
      const problems = deployProblems(error);
      if (problems) setRefused(problems);
      return problems !== null;
    },
  });
  const emulate = useSetAtom(emulateFlow);

  const reset = () => {
    setRefused(null);
    setFlow(saved.bot);
    reload(); // SPEC §4: reset reloads the saved flow
  };

  return (
    <>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onPress={() => {
            setRefused(null);
            void deploy.run(flow);
          }}
          isPending={deploy.pending}
        >
          {t('screen.deploy')}
        </Button>
        <Button variant="secondary" onPress={reset}>
          {t('screen.reset')}
        </Button>
        <span className={styles.muted}>{dirty ? t('screen.unsaved') : t('screen.saved')}</span>
      </div>
      <FormAlert messageKey={deploy.errorKey} />
      <div role="alert">
        {refused && (
          <div className={styles.form}>
            <p className={styles.alert}>{t('screen.refused')}</p>
            <ul>
              {refused.map((issue, index) => (
                <li key={`${issue.key}-${issue.node ?? ''}-${index}`}>
                  {issue.node ? (
                    <Button variant="ghost" size="sm" onPress={() => setFocusRequest({ node: issue.node as string })}>
                      {message(issue)}
                    </Button>
                  ) : (
                    message(issue)
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <FlowCanvas
        flow={flow}
        onChange={setFlow}
        maxNodes={saved.node_limit}
        onUpgrade={(limit) => openPlanGate({ kind: 'upgrade', reason: { kind: 'limit', limit: 'flowNodes', allowed: limit } })}
        focusRequest={focusRequest}
      />
      <FlowEmulator onEmulate={({ language, button }: { language: FlowLanguage; button?: string }) => emulate(flow, language, button)} />
    </>
  );
}
