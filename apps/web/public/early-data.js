// Starts the first page's data request while the app's code is still downloading. The app's
// API layer (src/lib/api.ts) adopts the response when it asks for exactly the same URL; if the
// URLs differ the response is simply not used.
(function startEarlyRequests() {
  'use strict';
  var early = {};
  var path = window.location.pathname;
  var query = new URLSearchParams(window.location.search);
  var url = null;
  var list = /^\/list\/(max|su|mapping|ue4|uec)\/([0-9]+(?:-[0-9]+){11})$/.exec(path);
  if (path === '/' || path === '/newHome') {
    url = '/api/home';
  } else if (list) {
    var params = new URLSearchParams();
    params.set('filter', list[2]);
    var keyword = (query.get('element') || '').trim().slice(0, 30);
    if (keyword) params.set('q', keyword);
    var page = query.get('page') || '1';
    if (/^[1-9][0-9]{0,3}$/.test(page)) {
      params.set('page', page);
      url = '/api/kinds/' + list[1] + '/models?' + params.toString();
    }
  }
  if (url) {
    var absolute = window.location.origin + url;
    early[absolute] = fetch(absolute, { credentials: 'same-origin' })
      .then(function (response) {
        // List pages: fetch the first row's thumbnails now, so they are ready when the grid renders.
        if (list && response.ok) {
          response
            .clone()
            .json()
            .then(function (data) {
              (data.items || []).slice(0, 4).forEach(function (item) {
                if (typeof item.thumbnailUrl === 'string') new Image().src = item.thumbnailUrl;
              });
            })
            .catch(function () {
              return null;
            });
        }
        return response;
      })
      .catch(function () {
        return null;
      });
  }
  window.__yunmoEarly = early;
})();
