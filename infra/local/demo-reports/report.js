// Draws a demo chart from the page's query string (kind, title, color): a real chart, no external host.
(function () {
  var params = new URLSearchParams(location.search);
  var kind = params.get('kind') || 'bars';
  var title = params.get('title') || 'Relatório';
  var color = /^[0-9a-fA-F]{6}$/.test(params.get('color') || '') ? '#' + params.get('color') : '#0f766e';
  var months = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
  var seed = 7;
  for (var c = 0; c < title.length; c++) seed = (seed * 31 + title.charCodeAt(c)) >>> 0;
  var values = months.map(function () {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return 200 + ((seed >>> 8) % 800);
  });
  document.getElementById('title').textContent = title;
  document.title = title + ' · Relatório de demonstração';
  var svg = document.getElementById('chart');
  var ns = 'http://www.w3.org/2000/svg';
  function el(name, attrs) {
    var node = document.createElementNS(ns, name);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    svg.appendChild(node);
    return node;
  }
  var max = Math.max.apply(null, values);
  if (kind === 'pie') {
    var total = values.slice(0, 5).reduce(function (a, b) {
        return a + b;
      }, 0),
      angle = 0;
    values.slice(0, 5).forEach(function (v, i) {
      var next = angle + (v / total) * Math.PI * 2;
      var large = next - angle > Math.PI ? 1 : 0;
      var p = function (a) {
        return 400 + 160 * Math.cos(a) + ',' + (200 + 160 * Math.sin(a));
      };
      el('path', {
        d: 'M400,200 L' + p(angle) + ' A160,160 0 ' + large + ',1 ' + p(next) + ' Z',
        fill: color,
        'fill-opacity': String(1 - i * 0.17),
        stroke: '#fff',
      });
      angle = next;
    });
  } else if (kind === 'line') {
    var points = values
      .map(function (v, i) {
        return 40 + i * 65 + ',' + (370 - (v / max) * 330);
      })
      .join(' ');
    el('polyline', { points: points, fill: 'none', stroke: color, 'stroke-width': 4 });
  } else {
    values.forEach(function (v, i) {
      var h = (v / max) * 330;
      var w = kind === 'funnel' ? 700 * (1 - i / 12) : 50;
      var x = kind === 'funnel' ? 400 - w / 2 : 40 + i * 62;
      var y = kind === 'funnel' ? 20 + i * 30 : 370 - h;
      el('rect', {
        x: x,
        y: y,
        width: w,
        height: kind === 'funnel' ? 26 : h,
        fill: color,
        'fill-opacity': String(0.55 + (i % 3) * 0.15),
        rx: 3,
      });
    });
  }
  document.getElementById('chart-caption').textContent = title + ': valores mensais de demonstração.';
  var body = document.querySelector('#data tbody');
  values.forEach(function (v, i) {
    var row = document.createElement('tr');
    row.innerHTML = '<td>' + months[i] + '</td><td>' + v.toLocaleString('pt-BR') + '</td>';
    body.appendChild(row);
  });
})();
