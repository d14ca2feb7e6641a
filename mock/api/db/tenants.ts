import type { NavigationStyle, TenantComment, TenantIcon, TenantInfo, TenantSnapshot } from '../../../src/api/types.ts';

/** Inline SVG as a data: URL, so branding needs no files on disk. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function badge(background: string, foreground: string, letter: string, size: number): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="7" fill="${background}"/>` +
      `<text x="16" y="22" font-family="Arial,sans-serif" font-size="16" font-weight="700" ` +
      `text-anchor="middle" fill="${foreground}">${letter}</text></svg>`,
  );
}

function banner(from: string, to: string, label: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#g)"/>` +
      `<text x="80" y="220" font-family="Arial,sans-serif" font-size="64" fill="#fff">${label}</text></svg>`,
  );
}

/** Host name the default tenant is stored under; any unknown host gets it. */
export const DEFAULT_TENANT_HOST = 'default';

const cnLogo = badge('#0b7a4b', '#ffffff', '碳', 128);
const cnComment: TenantComment = {
  platformname: '能碳云管理平台',
  platformlogo: cnLogo,
  homepageimg: banner('#0b7a4b', '#1aa37a', 'CEM 能碳云'),
  // Sites this tenant lets the iframe screens embed (beside those its menu opens).
  frameOrigins: ['https://grafana.example.com', 'https://energy.example.org'],
};

const ggComment: TenantComment = { platformname: 'GreenGrid Energy Cloud', frameOrigins: ['https://energy.example.org'] };

/** Tenants branded by host name (spec §1, §3). */
export function seedTenants(): TenantSnapshot[] {
  return [
    {
      hostname: 'localhost',
      platname: '能碳云管理平台',
      pagename: 'CEM 能碳云',
      hostlogo: cnLogo,
      icon: cnLogo,
      favicon: badge('#0b7a4b', '#ffffff', '碳', 32),
      issupportswitch: 2,
      isdisplaylogo: 1,
      isdisplayname: 1,
      issupportofficialwebsite: 1,
      isdisplaycopyright: 1,
      copyright: '© 2026 能碳云科技有限公司 沪ICP备20260001号',
      comment: JSON.stringify(cnComment),
      extraComment: JSON.stringify({ officialwebsite: 'https://www.example.com/' }),
    },
    {
      hostname: '127.0.0.1',
      platname: 'GreenGrid Energy Cloud',
      pagename: 'GreenGrid',
      hostlogo: badge('#1d4ed8', '#facc15', 'G', 128),
      icon: badge('#1d4ed8', '#facc15', 'G', 128),
      favicon: badge('#1d4ed8', '#facc15', 'G', 32),
      issupportswitch: 1,
      isdisplaylogo: 1,
      isdisplayname: 1,
      issupportofficialwebsite: 0,
      isdisplaycopyright: 1,
      copyright: '© 2026 GreenGrid Energy Ltd.',
      comment: JSON.stringify(ggComment),
      // Deliberately malformed: the console must parse tenant JSON defensively.
      extraComment: '{"theme": "blue", "banner":',
    },
    {
      hostname: DEFAULT_TENANT_HOST,
      platname: 'Energy & Carbon Console',
      pagename: 'Energy Console',
      hostlogo: badge('#334155', '#ffffff', 'E', 128),
      icon: badge('#334155', '#ffffff', 'E', 128),
      favicon: badge('#334155', '#ffffff', 'E', 32),
      issupportswitch: 0,
      isdisplaylogo: 1,
      isdisplayname: 1,
      issupportofficialwebsite: 0,
      isdisplaycopyright: 0,
      copyright: '',
      comment: '',
      extraComment: '',
    },
  ];
}

/** Lowercases a host and drops scheme, port and path: 'http://LocalHost:5173/x' → 'localhost'. */
export function normalizeHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/)[0] ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // IPv6 literal
  return host.replace(/:\d+$/, '');
}

/** Navigation colours per tenant host; tenants without an entry get an empty style. */
export function seedNavigationStyles(): Record<string, NavigationStyle> {
  return {
    localhost: {
      headerBackground: '#0b3d2e',
      headerFont: '#e6f4ea',
      headerSelected: '#34d399',
      sideBackground: '#ffffff',
      sideFont: '#1f2937',
      sideSelected: '#0b7a4b',
    },
  };
}

/** The tenants' snapshots, read by host (the default tenant when a host has none). Their navigation styles live in tools/navigationStyles.ts. */
export class TenantBook {
  constructor(private readonly tenants: readonly TenantSnapshot[]) {}

  /** The snapshot stored for a host, or the default tenant's. */
  private record(host: string): TenantSnapshot {
    const wanted = normalizeHost(host);
    const found = this.tenants.find((t) => t.hostname === wanted) ?? this.tenants.find((t) => t.hostname === DEFAULT_TENANT_HOST);
    if (!found) throw new Error('seed has no default tenant');
    return found;
  }

  forHost(host: string): TenantInfo {
    const { hostname: _hostname, ...info } = structuredClone(this.record(host));
    void _hostname;
    return info;
  }

  /** Snapshots whose host name is exactly this host (no default fallback). */
  snapshotsForHost(host: string): TenantSnapshot[] {
    const wanted = normalizeHost(host);
    return structuredClone(this.tenants.filter((t) => t.hostname === wanted));
  }

  icon(host: string): TenantIcon {
    const tenant = this.record(host);
    return { favicon: tenant.favicon ?? '', hostlogo: tenant.hostlogo ?? '' };
  }

  /** The host name a host's tenant is stored under (the default tenant's for an unknown host). */
  hostnameOf(host: string): string {
    return this.record(host).hostname;
  }
}
