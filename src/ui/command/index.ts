export { CommandTracker, FINAL_LIVES, type CommandLife, type CommandReport, type CommandSource, type SendOutcome, type TrackedCommand } from './CommandTracker';
export { useCommandTracker } from './useCommandTracker';
export { CommandStatus } from './CommandStatus';
export { BatchResults } from './BatchResults';
export { useCutConfirm, type CutNotice } from './useCutConfirm';
