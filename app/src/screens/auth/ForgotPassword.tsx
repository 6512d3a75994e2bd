import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { forgotPassword } from '../../state/auth';
import { ResetLinkRequest } from './ResetLinkRequest';

/** /forgot_password: e-mails a reset link (valid for one hour) that opens /reset_password. */
export function ForgotPassword() {
  const { t } = useTranslation('agentAccess');
  return <ResetLinkRequest request={forgotPassword} ns="auth" extraLinks={<Link href="/agent_forgot_password">{t('forgot.link')}</Link>} />;
}
