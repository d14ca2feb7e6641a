// @vitest-environment node
import { lintFolder, lintSnippet } from './projectLint';

/** Issue 39 §3: no action reachable only by hover or right click. */
const tap = (code: string, file = 'src/screens/operations/X.tsx') => lintSnippet('cem/tap-reachable', file, code);
const ANTD = "import { Dropdown, Popconfirm, Popover } from 'antd';\n";

describe('every action opens on a tap (issue 39 §3)', () => {
  it('refuses popups of actions that open only on hover or right click', async () => {
    const cases = [
      // antd's Dropdown and Popover open on hover unless told otherwise.
      'export const A = () => <Dropdown menu={{ items: [] }}><a>More</a></Dropdown>;\n',
      'export const A = () => <Popover content="x"><button>More</button></Popover>;\n',
      'export const A = () => <Dropdown.Button menu={{ items: [] }}>Go</Dropdown.Button>;\n',
      "export const A = () => <Dropdown trigger={['hover']} menu={{ items: [] }}><a>More</a></Dropdown>;\n",
      'export const A = () => <Popover trigger="hover" content="x"><button>More</button></Popover>;\n',
      "export const A = () => <Dropdown trigger={['contextMenu']} menu={{ items: [] }}><div>Row</div></Dropdown>;\n",
      "export const A = () => <Popconfirm trigger={['hover']} title=\"Sure?\"><button>Delete</button></Popconfirm>;\n",
      // A computed trigger cannot be checked: written as a literal it can.
      "const how = ['hover'] as const;\nexport const A = () => <Dropdown trigger={how} menu={{ items: [] }}><a>More</a></Dropdown>;\n",
      // Right click and hover-only reveals.
      'export const A = ({ open }: { open: () => void }) => <div onContextMenu={open}>Row</div>;\n',
      'export const A = ({ show }: { show: () => void }) => <div onMouseEnter={show}>Row</div>;\n',
      'export const A = ({ show }: { show: () => void }) => <tr onPointerEnter={show} onMouseLeave={show}><td /></tr>;\n',
    ];
    for (const code of cases) expect(await tap(ANTD + code), code).toHaveLength(1);
  });

  it('lets click triggers, click beside hover, Popconfirm and hover beside a tap or focus through', async () => {
    const cases = [
      "export const A = () => <Dropdown trigger={['click']} menu={{ items: [] }}><a>More</a></Dropdown>;\n",
      "export const A = () => <Dropdown trigger={['click', 'contextMenu']} menu={{ items: [] }}><a>More</a></Dropdown>;\n",
      'export const A = () => <Popover trigger="click" content="x"><button>More</button></Popover>;\n',
      "export const A = () => <Popover trigger={['hover', 'click']} content=\"x\"><button>More</button></Popover>;\n",
      'export const A = ({ ok }: { ok: () => void }) => <Popconfirm title="Sure?" onConfirm={ok}><button>Delete</button></Popconfirm>;\n',
      // A drag that follows the pointer from cell to cell starts on pointer-down; the cell takes focus too.
      'export const A = ({ on }: { on: () => void }) => <div onPointerDown={on} onFocus={on} onPointerEnter={on} />;\n',
      'export const A = ({ on }: { on: () => void }) => <button onClick={on} onMouseEnter={on}>Go</button>;\n',
    ];
    for (const code of cases) expect(await tap(ANTD + code), code).toEqual([]);
    // Tests may hover on purpose.
    expect(await tap(`${ANTD}export const A = () => <Popover content="x"><b>x</b></Popover>;\n`, 'src/screens/operations/X.test.tsx')).toEqual([]);
  });

  it('passes on the whole of src today', async () => {
    expect(await lintFolder('cem/tap-reachable', 'src')).toEqual([]);
  });
});
