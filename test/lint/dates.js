// Issue 38 §1–2: the console carries no calendar of its own. Its dates come from the server (the
// data-bounds answers) or from the server's clock (src/lib/serverClock.ts), never from a literal or
// from the browser's clock. Formatting examples live in comments, which these rules do not read.

/** A string that starts like a date of the years 1900–2099: '2026-10', '2025-10-01', '1970-01-01T…'. */
const DATE_TEXT = /^(19|20)\d{2}-(0[1-9]|1[0-2])/;
const isYear = (node) => node?.type === 'Literal' && typeof node.value === 'number' && node.value >= 1900 && node.value < 2100;
const isDateText = (node) => (node?.type === 'Literal' && typeof node.value === 'string' && DATE_TEXT.test(node.value)) || (node?.type === 'TemplateLiteral' && DATE_TEXT.test(node.quasis[0]?.value.cooked ?? ''));
const calls = (node, object, property) => node.callee.type === 'MemberExpression' && node.callee.object.name === object && node.callee.property.name === property;

export const noDateLiteralsRule = {
  meta: { type: 'problem', schema: [], messages: { literal: 'No date literal in src/: take the day from the server (its data bounds) or from the store\'s today (root.now()); formatting examples go in comments.' } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && DATE_TEXT.test(node.value) && node.parent?.type !== 'ImportDeclaration') report(node);
      },
      TemplateLiteral(node) {
        if (DATE_TEXT.test(node.quasis[0]?.value.cooked ?? '')) report(node);
      },
      CallExpression(node) {
        if (calls(node, 'Date', 'UTC') && isYear(node.arguments[0])) report(node);
        if (node.callee.name === 'dayjs' && isDateText(node.arguments[0])) report(node);
      },
      NewExpression(node) {
        if (node.callee.name === 'Date' && isYear(node.arguments[0])) report(node);
      },
    };
  },
};

/** The one module that may read the browser's clock (for durations and as the base its offset corrects). */
export const SERVER_CLOCK_FILE = 'src/lib/serverClock.ts';

export const noBrowserClockRule = {
  meta: { type: 'problem', schema: [], messages: { clock: 'No browser clock in src/: now is the server\'s (root.now(), src/lib/serverClock.ts); durations use browserNow from there.' } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'clock' });
    return {
      MemberExpression(node) {
        if (node.object.type === 'Identifier' && node.object.name === 'Date' && !node.computed && node.property.name === 'now') report(node);
      },
      NewExpression(node) {
        if (node.callee.name === 'Date' && node.arguments.length === 0) report(node);
      },
      CallExpression(node) {
        if (node.callee.name === 'Date' && node.arguments.length === 0) report(node);
        if (node.callee.name === 'dayjs' && node.arguments.length === 0) report(node);
        if (node.callee.type === 'MemberExpression' && node.callee.object.name === 'dayjs' && node.callee.property.name === 'now') report(node);
      },
    };
  },
};

/**
 * Issue 38 §3: every date a person reads goes through one helper (src/lib/dateText.ts). The few
 * modules that compute a zone's wall clock or check a zone's name may build Intl formats too.
 */
export const DATE_FORMAT_FILES = ['src/lib/dateText.ts', 'src/lib/days.ts', 'src/lib/export/zonedClock.ts', 'src/stores/LocaleStore.ts'];
const FORMAT_METHODS = new Set(['formatDate', 'formatTime', 'formatDateTimeRange', 'toLocaleDateString', 'toLocaleTimeString']);
const FORMAT_ELEMENTS = new Set(['FormattedDate', 'FormattedTime', 'FormattedDateTimeRange', 'FormattedDateParts', 'FormattedTimeParts']);

export const oneDateFormatterRule = {
  meta: { type: 'problem', schema: [], messages: { format: 'Dates people read go through src/lib/dateText.ts (dayText, dateTimeText, stampText, dayForm, instantForm…): one convention per language.' } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'format' });
    return {
      CallExpression(node) {
        if (node.callee.type === 'MemberExpression' && !node.callee.computed && FORMAT_METHODS.has(node.callee.property.name)) report(node);
      },
      NewExpression(node) {
        if (calls(node, 'Intl', 'DateTimeFormat')) report(node);
      },
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && FORMAT_ELEMENTS.has(node.name.name)) report(node);
      },
    };
  },
};
