import { useIntl } from 'react-intl';
import type { ContractPhase } from '../../../api/billing/contractsTypes';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';

const TONES: Readonly<Record<ContractPhase, Tone>> = { draft: 'neutral', reserved: 'info', active: 'success', expiring: 'warning', expired: 'neutral', terminated: 'error' };

/** A contract's state as a coloured tag, in words. */
export function ContractPhaseTag({ phase }: { phase: ContractPhase }) {
  const intl = useIntl();
  return <StatusTag tone={TONES[phase]}>{intl.formatMessage({ id: `billing.contracts.phase.${phase}` })}</StatusTag>;
}
