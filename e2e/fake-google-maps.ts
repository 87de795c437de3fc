/**
 * A small stand-in for the part of the Google Maps JavaScript API the campus map uses (Map, Marker,
 * InfoWindow, StreetViewPanorama, Polygon, Polyline, event), served in place of https://maps.googleapis.com/maps/api/js by
 * Playwright route interception: the real script cannot load on the test machines. It draws plain DOM
 * (markers are buttons) so tests can click them, and calls the loader's callback like the real script.
 */
export const FAKE_MAPS_SCRIPT = String.raw`
(() => {
  const listeners = new WeakMap();
  const event = {
    addListener(target, name, fn) {
      const all = listeners.get(target) || {};
      (all[name] = all[name] || []).push(fn);
      listeners.set(target, all);
      return { remove() { all[name] = (all[name] || []).filter((f) => f !== fn); } };
    },
    clearInstanceListeners(target) { listeners.delete(target); },
    trigger(target, name, ...args) { ((listeners.get(target) || {})[name] || []).forEach((f) => f(...args)); },
  };
  const ll = (p) => (p && typeof p.lat === "function" ? p : p ? { lat: () => p.lat, lng: () => p.lng, toJSON: () => p } : p);
  class MVC {
    constructor(opts) { this.opts = Object.assign({}, opts); }
    setOptions(o) { Object.assign(this.opts, o); this.changed && this.changed(); }
    set(k, v) { this.opts[k] = v; }
    get(k) { return this.opts[k]; }
    addListener(name, fn) { return event.addListener(this, name, fn); }
  }
  // Any other setter or getter the library calls (setDraggable, setTitle...) is accepted and ignored.
  const lenient = (obj) => new Proxy(obj, { get(t, p) { if (p in t) return t[p]; if (typeof p === "string" && /^(set|get)[A-Z]/.test(p)) return () => undefined; return undefined; } });
  class Map extends MVC {
    constructor(div, opts) {
      super(opts);
      if (window.__failMapInit) throw new Error("no map");
      this.div = div;
      this.box = document.createElement("div");
      this.box.setAttribute("data-fake-map", "");
      this.box.style.cssText = "position:relative;width:100%;height:100%;overflow:auto;background:#cbd5e1;display:flex;flex-wrap:wrap;gap:4px;align-content:flex-start;padding:4px";
      div.appendChild(this.box);
      this.changed();
      window.__fakeMaps = (window.__fakeMaps || 0) + 1;
      return lenient(this);
    }
    changed() { if (this.box) { this.box.dataset.mapTypeId = this.opts.mapTypeId || "roadmap"; this.box.dataset.zoom = String(this.opts.zoom); const c = ll(this.opts.center); this.box.dataset.center = c ? c.lat() + "," + c.lng() : ""; } }
    getDiv() { return this.div; }
    getCenter() { return ll(this.opts.center); }
    getZoom() { return this.opts.zoom; }
    getHeading() { return 0; }
    getTilt() { return 0; }
    getBounds() { return undefined; }
    moveCamera(c) { Object.assign(this.opts, c); this.changed(); }
    fitBounds() {}
  }
  class Marker extends MVC {
    constructor(opts) { super(opts); return lenient(this); }
    setMap(map) {
      if (this.el) this.el.remove();
      this.el = null;
      if (!map) return;
      const el = document.createElement("button");
      el.type = "button";
      el.textContent = this.opts.title || "marker";
      el.setAttribute("data-fake-marker", this.opts.title || "");
      const p = ll(this.opts.position);
      el.dataset.position = p.lat() + "," + p.lng();
      el.addEventListener("click", () => event.trigger(this, "click", { latLng: p }));
      map.box.appendChild(el);
      this.el = el;
    }
    getPosition() { return ll(this.opts.position); }
  }
  class InfoWindow extends MVC {
    constructor(opts) { super(opts); return lenient(this); }
    setContent(node) { this.content = node; if (this.el) { this.el.replaceChildren(); node && this.el.appendChild(node); } }
    open(o) {
      const map = (o && o.map) || o;
      this.close();
      const el = document.createElement("div");
      el.setAttribute("data-fake-info-window", "");
      el.style.cssText = "background:white;padding:8px;width:100%";
      const head = this.opts.headerContent;
      if (head) { const h = document.createElement("strong"); if (typeof head === "string") h.textContent = head; else h.appendChild(head); el.appendChild(h); }
      if (this.content) el.appendChild(this.content);
      map.box.prepend(el);
      this.el = el;
    }
    close() { if (this.el) this.el.remove(); this.el = null; }
  }
  class StreetViewPanorama extends MVC {
    constructor(div, opts) {
      super(opts);
      if (window.__failStreetView) throw new Error("no panorama");
      this.el = document.createElement("div");
      this.el.setAttribute("data-fake-panorama", "");
      div.appendChild(this.el);
      this.setPosition(opts.position);
      return lenient(this);
    }
    setPosition(p) { const q = ll(p); this.opts.position = p; this.el.dataset.position = q.lat() + "," + q.lng(); this.el.textContent = "Panorama at " + this.el.dataset.position; }
  }
  // Shapes are drawn as hidden elements that carry their path, so tests can read what the map shows.
  class Shape extends MVC {
    constructor(opts) { super(opts); if (opts && opts.map) this.setMap(opts.map); return lenient(this); }
    setMap(map) {
      if (this.el) this.el.remove();
      this.el = null;
      if (!map) return;
      const el = document.createElement("span");
      el.hidden = true;
      el.setAttribute(this.kind, this.opts.title || "");
      const path = (this.opts.paths || this.opts.path || []).map(ll);
      el.dataset.path = path.map((p) => p.lat() + "," + p.lng()).join(" ");
      el.dataset.points = String(path.length);
      map.box.appendChild(el);
      this.el = el;
    }
    setPath(path) { this.opts.path = path; }
  }
  class Polygon extends Shape { get kind() { return "data-fake-polygon"; } }
  class Polyline extends Shape { get kind() { return "data-fake-polyline"; } }
  class LatLng { constructor(a, b) { this._a = a; this._b = b; } lat() { return this._a; } lng() { return this._b; } toJSON() { return { lat: this._a, lng: this._b }; } }
  const settings = {};
  const lib = { Map, Marker, InfoWindow, StreetViewPanorama, Polygon, Polyline, LatLng, event, MVCObject: MVC, Size: class {}, Point: class {}, Settings: { getInstance: () => settings } };
  const g = (window.google = window.google || {});
  const maps = (g.maps = g.maps || {});
  Object.assign(maps, lib, { version: "3.60.0", ControlPosition: {}, CollisionBehavior: {}, MapTypeId: { SATELLITE: "satellite", ROADMAP: "roadmap" } });
  maps.importLibrary = async () => lib;
  window.__fakeMapsLoaded = true;
  const cb = new URLSearchParams(document.currentScript.src.split("?")[1]).get("callback");
  if (cb) cb.split(".").reduce((o, k) => o[k], window)();
})();
`;
