#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium headless shell, the bench the full Chromium (Playwright's own
 * browser download is not used); both installed with apt-get when missing.
 */
import { ensureDebianPackages } from './ensureDebianPackages.mjs';

ensureDebianPackages({ label: 'ensure-chromium', files: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'], packages: ['chromium', 'chromium-headless-shell'] });
