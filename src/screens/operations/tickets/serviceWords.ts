import type { IntlShape } from 'react-intl';

/** Labels of the customer-service tickets' categories and channels (raw code when unknown). */

const known = (intl: IntlShape, id: string, raw: string): string => (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : raw);

export const categoryLabel = (intl: IntlShape, code: string): string => known(intl, `operations.tickets.category.${code}`, code);
export const channelLabel = (intl: IntlShape, code: string): string => known(intl, `operations.tickets.channel.${code}`, code);
