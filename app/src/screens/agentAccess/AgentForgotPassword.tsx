import { agentForgotPassword } from '../../state/agentAccess';
import { ResetLinkRequest } from '../auth/ResetLinkRequest';

/**
 * /agent_forgot_password: an agent asks for a reset link (valid one hour) that opens the same
 * /reset_password page as the merchants'. The page says the same whatever the e-mail: the server
 * does not tell whether it is an agent's.
 */
export function AgentForgotPassword() {
  return <ResetLinkRequest request={agentForgotPassword} ns="agentAccess" />;
}
