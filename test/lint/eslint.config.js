import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layersRule, mockDomainsRule } from './layers.js';
import { DATE_FORMAT_FILES, noBrowserClockRule, noDateLiteralsRule, oneDateFormatterRule, SERVER_CLOCK_FILE } from './dates.js';
import { tapReachableRule } from './touch.js';

const NO_INNER_HTML = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text, never server or URL HTML.' };
// Issue 36 §1: a form refuses what the server would, so its limits come from the rule book the mock checks too.
const BOOK = 'Take the limit from the rule book the mock checks too (src/api/<domain>/rules.ts, fieldRules() from src/ui/form/fieldRules.ts).';
const LITERAL_LIMITS = [
  { selector: "JSXAttribute[name.name='rules'] Property[key.name=/^(min|max|len)$/] > Literal[raw=/^[0-9]/]", message: BOOK },
  { selector: "JSXAttribute[name.name='rules'] Property[key.name=/^(min|max|len)$/] > UnaryExpression > Literal", message: BOOK },
  { selector: "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal", message: BOOK },
];

// Issue 37 §3: screens keep URL state through the kit (src/ui/url-state: useSearchParam, useParamGroup,
// usePeriodParam, useListFilters and the codecs of codecs.ts), never a codec of their own.
const KIT = 'Keep URL state through the kit: a codec of src/ui/url-state/codecs.ts (add one there) with useSearchParam or useParamGroup.';
const HAND_CODECS = [
  { selector: "NewExpression[callee.name='URLSearchParams']", message: `No URLSearchParams in a screen. ${KIT}` },
  { selector: "ObjectExpression:has(> Property[key.name='parse']):has(> Property[key.name='serialize'])", message: `A hand-written URL codec. ${KIT}` },
  { selector: "CallExpression[callee.name='useSearchParam'][arguments.length>3]", message: `useSearchParam takes a codec, not a parser and a writer. ${KIT}` },
  { selector: "CallExpression[callee.name='useSearchParam'] > :matches(ArrowFunctionExpression, FunctionExpression).arguments", message: `An inline URL parser. ${KIT}` },
  { selector: "CallExpression[callee.property.name=/^(get|getAll|has|set|append|delete)$/][callee.object.name=/^(search|searchParams|params|query|q)$/][arguments.0.type='Literal']", message: `Reading or writing a URL parameter by hand. ${KIT}` },
];
const SRC_IMPORTS = {
  patterns: [{ group: ['**/mock/**', '**/test/**'], message: 'src never imports mock or test code.' }],
  // A screen's late answer must not write the next page's URL.
  paths: [{ name: 'react-router-dom', importNames: ['useSearchParams'], message: 'Use useUrlParams() from src/ui/url-state/useUrlParams.ts.' }],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, cem: { rules: { layers: layersRule, 'mock-domains': mockDomainsRule, 'no-date-literals': noDateLiteralsRule, 'no-browser-clock': noBrowserClockRule, 'one-date-formatter': oneDateFormatterRule, 'tap-reachable': tapReachableRule } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'cem/layers': 'error',
      'cem/mock-domains': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_INNER_HTML],
    },
  },
  {
    // A committed .only runs one test and skips the rest without failing; vitest refuses it too
    // (allowOnly: false), this says so before the run.
    files: ['test/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['describe', 'suite', 'it', 'test'].map((object) => ({ object, property: 'only', message: `No ${object}.only: it skips every other test.` })),
      ],
    },
  },
  {
    // One user-event setup (its pointer-events check level is a measured choice).
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/support/user.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@testing-library/user-event', message: 'Use setupUser() from test/support/user.ts.' }] }],
    },
  },
  {
    // Issue 38 §1–2: no mock calendar and no browser clock in the console (tests and comments aside).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'cem/no-date-literals': 'error', 'cem/no-browser-clock': 'error', 'cem/one-date-formatter': 'error' },
  },
  {
    // Issue 39 §3: every action opens on a tap; hover and right click only add ways.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'cem/tap-reachable': 'error' },
  },
  {
    files: [SERVER_CLOCK_FILE],
    rules: { 'cem/no-browser-clock': 'off' },
  },
  {
    files: DATE_FORMAT_FILES,
    rules: { 'cem/one-date-formatter': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', NO_INNER_HTML, ...LITERAL_LIMITS],
      'no-restricted-imports': ['error', SRC_IMPORTS],
    },
  },
  {
    // Sign-in links (auth) are read once at entry and cleaned from the address bar: not screen state.
    files: ['src/screens/**/*.{ts,tsx}'],
    ignores: ['src/screens/auth/**'],
    rules: {
      'no-restricted-syntax': ['error', NO_INNER_HTML, ...LITERAL_LIMITS, ...HAND_CODECS],
      'no-restricted-imports': [
        'error',
        { ...SRC_IMPORTS, patterns: [...SRC_IMPORTS.patterns, { group: ['**/url-state/useUrlParams'], message: `Raw URL parameters in a screen. ${KIT}` }] },
      ],
    },
  },
);
