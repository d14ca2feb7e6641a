// Path prefixes the backend owns (the mock's handlers, a real backend behind the dev proxy, the
// host harness's proxy); everything else is the console's own. Plain JS: the harness (Node) reads it too.
export const API_PREFIXES = Object.freeze([
  '/sfsaas/',
  '/vts/',
  '/sfadapter/',
  '/vttrigger/',
  '/vtservice/',
  '/officepolicy/',
  '/vtbi/',
  '/sugarbi/',
  '/report/',
  '/vtspace/',
  '/businessstatistics/',
  '/vt/',
  '/vtproxy/',
  '/bwp/',
  '/officemerchant/',
  '/evcharge/',
  '/__mock__/',
]);
