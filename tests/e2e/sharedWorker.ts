/**
 * Runs script in a shared worker of the browser, over its DevTools protocol: Playwright lists a page's
 * dedicated workers (`page.workers()`), not the shared ones, such as the API reads' thread.
 */
import type { Browser } from '@playwright/test';

/** The value of `expression` (JSON-serialisable) in the shared worker whose script's URL contains `urlPart`. */
export async function evaluateInSharedWorker<T>(browser: Browser, urlPart: string, expression: string): Promise<T> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((info) => info.type === 'shared_worker' && info.url.includes(urlPart));
    if (!target) throw new Error(`no shared worker runs ${urlPart} (targets: ${targetInfos.map((info) => `${info.type} ${info.url}`).join(', ')})`);
    // Playwright's session cannot address a flattened child session, so the worker's is spoken to through the browser's.
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    const reply = new Promise<{ result?: { result: { value: T } }; error?: { message: string } }>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message) as { id?: number };
        if (event.sessionId === sessionId && message.id === 1) resolve(message as never);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }),
    });
    const { result, error } = await reply;
    if (!result) throw new Error(`the shared worker could not run it: ${error?.message}`);
    return result.result.value;
  } finally {
    await cdp.detach();
  }
}
