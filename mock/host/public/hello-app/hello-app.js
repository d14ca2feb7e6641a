// The harness's second micro-app: plain script, qiankun lifecycles on window['hello-app'].
(function (global) {
  var timer = null;
  function root(props) {
    return (props.container || document).querySelector('#hello-root');
  }
  global['hello-app'] = {
    bootstrap: function () {
      return Promise.resolve();
    },
    mount: function (props) {
      var ticks = 0;
      var el = root(props);
      el.innerHTML =
        '<section class="hello-card" data-testid="hello-app"><h2>Hello micro-app</h2>' +
        '<p>A second app to switch to and back. Seconds here: <span id="hello-ticks">0</span></p></section>';
      timer = setInterval(function () {
        ticks += 1;
        var t = el.querySelector('#hello-ticks');
        if (t) t.textContent = String(ticks);
      }, 1000);
      return Promise.resolve();
    },
    unmount: function (props) {
      clearInterval(timer);
      timer = null;
      root(props).innerHTML = '';
      return Promise.resolve();
    },
  };
})(window);
