// The staff app's push service worker (spec 7.2: registered 5 s after the app mounts, its
// subscription sent as the device token with /do/Users update-token). It only shows the pushed
// notification and opens the app on a click: it intercepts no request and caches nothing.

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'SIMRS';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of the app itself is opened.
  let url = new URL('/', self.location.origin).href;
  try {
    const wanted = new URL(event.notification.data?.url ?? '/', self.location.origin);
    if (wanted.origin === self.location.origin) url = wanted.href;
  } catch {
    // A malformed address opens the app's start page.
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        open.focus();
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    }),
  );
});
