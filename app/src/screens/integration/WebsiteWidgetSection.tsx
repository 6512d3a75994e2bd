import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { WebsiteWidgetCard } from '@wasl/widgets/websiteWidget';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { useMutation } from '../../state/mutation';
import { openPlanGate } from '../../state/planGate';
import { useResource } from '../../state/useResource';
import { saveWebsiteWidgetAtom, websiteWidgetAtom } from '../../state/websiteWidget';

/** /api_integration's website widget card (SPEC §6 `widget`; README "Website widget"). */
export function WebsiteWidgetSection() {
  useTranslation('websiteWidget'); // the card waits for its strings before it renders
  const serverMessage = useKeyTranslator();
  const widget = useResource(websiteWidgetAtom);
  const save = useMutation(saveWebsiteWidgetAtom, { success: 'websiteWidget:saved' });
  if (widget.status === 'loading') return <PageSkeleton kind="cards" />;
  if (widget.status === 'error') return <ErrorState messageKey={widget.messageKey} onRetry={widget.retry} />;
  return (
    <WebsiteWidgetCard
      state={widget.data}
      origin={window.location.origin}
      onSave={(settings) => void save.run(settings)}
      isSaving={save.pending}
      saveError={save.errorKey ? serverMessage(save.errorKey) : undefined}
      onUpgrade={() => openPlanGate({ kind: 'upgrade', reason: { kind: 'feature', feature: 'widget' } })}
      contactsHref="/contacts"
    />
  );
}
