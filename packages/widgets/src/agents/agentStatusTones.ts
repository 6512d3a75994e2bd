import type { AgentStatus } from '@wasl/api/types';
import type { StatusTone } from '@wasl/tokens';

export const agentStatusTones = { invited: 'neutral', active: 'success' } as const satisfies Record<AgentStatus, StatusTone>;
