// The help chat's stand-in script (served as /__third-party/help-chat.js): what a chat vendor's
// script does, small. It defines `window.HelpChatStandIn` with `open({ locale, onClose })` and
// `close()`; `open` mounts a non-modal chat panel (its own words, in English, marked lang="en" as a
// vendor's panel would be) whose assistant answers every message, and focuses its message field.
// Escape or its close button hides it and calls `onClose`. Below the chat's own mobile breakpoint
// (576 px) the panel takes the full width at the bottom. Styles are set through the CSSOM: the
// app's Content-Security-Policy allows no inline style elements from scripts.
export const helpChatScript = String.raw`(function () {
  'use strict';
  if (window.HelpChatStandIn) return;
  var MOBILE = '(max-width: 575.98px)';
  var panel = null;
  var log = null;
  var field = null;
  var onClose = null;
  function el(tag, props, style) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'text') node.textContent = props[key];
      else node.setAttribute(key, props[key]);
    });
    Object.assign(node.style, style || {});
    return node;
  }
  function say(who, text) {
    var line = el('p', {}, { margin: '0 0 8px' });
    var name = el('strong', { text: who + ': ' });
    line.append(name, document.createTextNode(text));
    log.append(line);
    log.scrollTop = log.scrollHeight;
  }
  function place() {
    var narrow = window.matchMedia(MOBILE).matches;
    Object.assign(panel.style, narrow
      ? { left: '0', right: '0', bottom: '0', width: '100%', borderRadius: '12px 12px 0 0' }
      : { left: 'auto', right: '16px', bottom: '80px', width: '22rem', borderRadius: '12px' });
  }
  function hide() {
    if (!panel || panel.style.display === 'none') return;
    panel.style.display = 'none';
    if (onClose) onClose();
  }
  function build() {
    panel = el('section', { role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'help-chat-stand-in-title', lang: 'en', 'data-help-chat': 'stand-in' }, {
      position: 'fixed', zIndex: '18', boxSizing: 'border-box', maxHeight: '80vh', display: 'flex', flexDirection: 'column', gap: '8px',
      padding: '16px', background: '#ffffff', color: '#1d2433', border: '1px solid #8a93a6', boxShadow: '0 8px 24px rgba(16, 24, 40, 0.25)', font: '16px/1.4 system-ui, sans-serif'
    });
    var head = el('div', {}, { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' });
    var title = el('h2', { id: 'help-chat-stand-in-title', text: 'Customer care chat' }, { margin: '0', fontSize: '18px' });
    var close = el('button', { type: 'button', 'aria-label': 'Close chat', text: '×' }, { minWidth: '44px', minHeight: '44px', border: '0', background: 'transparent', color: '#1d2433', fontSize: '24px', cursor: 'pointer' });
    close.addEventListener('click', hide);
    head.append(title, close);
    log = el('div', { role: 'log', 'aria-live': 'polite', 'aria-label': 'Messages', tabindex: '0' }, { minHeight: '6rem', maxHeight: '40vh', overflowY: 'auto' });
    var form = el('form', {}, { display: 'flex', gap: '8px', alignItems: 'flex-end' });
    var label = el('label', { for: 'help-chat-stand-in-message', text: 'Your message' }, { display: 'block', fontWeight: '700', marginBottom: '4px' });
    var wrap = el('div', {}, { flex: '1' });
    field = el('input', { id: 'help-chat-stand-in-message', type: 'text', autocomplete: 'off' }, { width: '100%', boxSizing: 'border-box', minHeight: '44px', padding: '8px', border: '1px solid #5b6478', borderRadius: '6px', font: 'inherit' });
    wrap.append(label, field);
    var send = el('button', { type: 'submit', text: 'Send' }, { minHeight: '44px', padding: '0 16px', border: '0', borderRadius: '6px', background: '#1d2433', color: '#ffffff', font: 'inherit', fontWeight: '700', cursor: 'pointer' });
    form.append(wrap, send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = field.value.trim();
      if (!text) return;
      field.value = '';
      say('You', text);
      setTimeout(function () {
        say('Assistant', 'Thank you, we have your question: "' + text + '". A customer care colleague will answer here shortly.');
      }, 200);
    });
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') hide();
    });
    panel.append(head, log, form);
    document.body.append(panel);
    say('Assistant', 'Hello! How can we help you today?');
    window.matchMedia(MOBILE).addEventListener('change', place);
  }
  window.HelpChatStandIn = {
    open: function (options) {
      onClose = options && typeof options.onClose === 'function' ? options.onClose : null;
      if (!panel) build();
      panel.setAttribute('data-locale', String((options && options.locale) || ''));
      place();
      panel.style.display = 'flex';
      field.focus();
    },
    close: function () {
      if (panel) panel.style.display = 'none';
    }
  };
})();
`;
