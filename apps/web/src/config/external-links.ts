/**
 * Destinations outside this web app (browsing spec, «Screens and routes»): the user centre, my orders, customer
 * service, the panorama and converter tools and the other tool sites. Each is a configured
 * absolute address (set at build time with the VITE_ variables below), so no link falls into
 * the app's own catch-all route.
 */
function configured(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  try {
    const url = new URL(value.trim());
    // Only web addresses: a misconfigured value must not become a javascript: link.
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

const env = import.meta.env as Record<string, string | undefined>;
const userCenterBase = configured(env.VITE_USER_CENTER_URL, 'https://www.xrender.com/user/center');

export const externalLinks = {
  userCenter: userCenterBase,
  uploadModel: configured(
    env.VITE_UPLOAD_MODEL_URL,
    'https://www.xrender.com/user/center/model/upload',
  ),
  myOrders: configured(env.VITE_MY_ORDERS_URL, 'https://www.xrender.com/user/center/orders'),
  customerService: configured(
    env.VITE_CUSTOMER_SERVICE_URL,
    'https://www.xrender.com/service/online',
  ),
  panorama: configured(env.VITE_PANORAMA_URL, 'https://720.xrender.com/'),
  converter: configured(env.VITE_CONVERTER_URL, 'https://www.xrender.com/tools/3d-convert'),
  maxDowngrade: configured(
    env.VITE_MAX_DOWNGRADE_URL,
    'https://www.xrender.com/tools/max-downgrade',
  ),
  designCases: configured(env.VITE_DESIGN_CASES_URL, 'https://www.xrender.com/cases'),
  aiUpscaling: configured(env.VITE_AI_UPSCALING_URL, 'https://www.xrender.com/tools/ai-upscaling'),
  cloudRendering: configured(env.VITE_CLOUD_RENDERING_URL, 'https://www.xrender.com/ue'),
  accountSettings: configured(
    env.VITE_ACCOUNT_SETTINGS_URL,
    `${userCenterBase.replace(/\/$/u, '')}/account`,
  ),
  clientDownload: configured(
    env.VITE_CLIENT_DOWNLOAD_URL,
    'https://www.xrender.com/client/download',
  ),
} as const;
