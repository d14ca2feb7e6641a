// Issue 39 §3, touch first: no action reachable only by hover or right click. A phone has neither,
// so a popup of actions opens on a click (a tap), whatever else also opens it; hover stays for hints.

/** antd's popups of actions and the trigger each opens on when none is given. */
const POPUPS = { Dropdown: 'hover', 'Dropdown.Button': 'hover', Popover: 'hover', Popconfirm: 'click' };
/** Handlers a pointer without hover (a finger) or a keyboard fires: one beside a hover handler makes it a mere extra. */
const TAP_OR_KEY = new Set(['onClick', 'onPointerDown', 'onMouseDown', 'onTouchStart', 'onFocus', 'onKeyDown']);
const HOVER = new Set(['onMouseEnter', 'onMouseOver', 'onPointerEnter', 'onPointerOver']);

const nameOf = (node) =>
  node.type === 'JSXIdentifier' ? node.name : node.type === 'JSXMemberExpression' ? `${nameOf(node.object)}.${node.property.name}` : '';
const attribute = (opening, name) => opening.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === name);

/** The triggers a `trigger` attribute names when they are literal ('click', ['hover', 'click']); null when they are computed. */
function literalTriggers(attr) {
  const value = attr.value?.type === 'JSXExpressionContainer' ? attr.value.expression : attr.value;
  if (value?.type === 'Literal' && typeof value.value === 'string') return [value.value];
  if (value?.type === 'ArrayExpression' && value.elements.every((e) => e?.type === 'Literal' && typeof e.value === 'string')) return value.elements.map((e) => e.value);
  return null;
}

export const tapReachableRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      popup: "{{name}} opens only on {{triggers}}: a phone has no hover and no right click. Add 'click' to its trigger (trigger={['click']}).",
      computed: "{{name}}'s trigger is computed: write it as a literal that includes 'click' so a tap opens it.",
      rightClick: 'An action only on right click (onContextMenu): a phone has none. Offer it on a button or a menu opened by a tap.',
      hover: '{{handler}} with no click, pointer-down or focus handler beside it: what hover reveals must open on a tap and on focus too.',
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        const name = nameOf(node.name);
        if (name in POPUPS) {
          const attr = attribute(node, 'trigger');
          const triggers = attr ? literalTriggers(attr) : [POPUPS[name]];
          if (triggers === null) context.report({ node: attr, messageId: 'computed', data: { name } });
          else if (!triggers.includes('click')) context.report({ node: attr ?? node, messageId: 'popup', data: { name, triggers: triggers.join(' and ') || 'nothing' } });
        }
        const handlers = node.attributes.filter((a) => a.type === 'JSXAttribute').map((a) => a.name.name);
        const contextMenu = attribute(node, 'onContextMenu');
        if (contextMenu) context.report({ node: contextMenu, messageId: 'rightClick' });
        if (!handlers.some((h) => TAP_OR_KEY.has(h))) {
          for (const handler of handlers.filter((h) => HOVER.has(h))) context.report({ node: attribute(node, handler), messageId: 'hover', data: { handler } });
        }
      },
    };
  },
};
