// A walk on a bad network (issue 36 item 4): the code lives in chaosWalk.mjs, plain JS that the
// bench's walk row runs too; the e2e files import it from here.
export { BAD_NETWORK, TABS, isApi, networkFaults, openInApp, walkInTabs, walkOnBadNetwork, watchRequests, type FaultRule, type RequestWatch } from './chaosWalk.mjs';
