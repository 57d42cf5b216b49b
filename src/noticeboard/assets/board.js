// Swissdesk noticeboard: finding a board as you type, screen mode paging,
// and reloading when the arbiter publishes. Plain script, no libraries.
// The pages work without it (the search form goes to the server).
"use strict";
(function () {
  var body = document.body;

  // --- search: the same rules as src/noticeboard/search.rs -------------
  function clean(text) {
    return text.split(/[\s,]+/).filter(function (w) { return w.length > 0; });
  }
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }
  function query(text) {
    var t = text.trim();
    return {
      number: /^[0-9]+$/.test(t) ? String(parseInt(t, 10)) : null,
      words: clean(t.toLowerCase()),
      folded: clean(fold(t).toLowerCase())
    };
  }
  function matches(q, key) {
    if (!key) return false;
    var parts = key.split("|");
    if (q.number !== null) return parts[0] === q.number;
    function allIn(words, name) {
      return words.length > 0 && words.every(function (w) { return name.indexOf(w) >= 0; });
    }
    return allIn(q.words, parts[1] || "") || allIn(q.folded, parts[2] || "");
  }

  var input = document.getElementById("q");
  var answers = document.getElementById("answers");
  var rows = Array.prototype.slice.call(document.querySelectorAll("table.searchable tbody tr"));

  function answer(name, text, board) {
    var p = document.createElement("p");
    p.className = "answer";
    var target = p;
    if (board) {
      var a = document.createElement("a");
      a.href = "#" + board;
      p.appendChild(a);
      target = a;
    }
    var b = document.createElement("b");
    b.textContent = name;
    target.appendChild(b);
    target.appendChild(document.createTextNode(" " + text));
    return p;
  }

  function search() {
    var text = input.value;
    var q = query(text);
    var empty = text.trim() === "";
    var found = [];
    rows.forEach(function (row) {
      var first = matches(q, row.getAttribute("data-k"));
      var second = matches(q, row.getAttribute("data-k2"));
      row.hidden = !empty && !first && !second;
      row.classList.toggle("hit", !empty && (first || second));
      if (first && row.hasAttribute("data-a")) found.push(answer(row.getAttribute("data-n"), row.getAttribute("data-a"), row.id));
      if (second) found.push(answer(row.getAttribute("data-n2"), row.getAttribute("data-a2"), row.id));
    });
    // A list whose every row is hidden goes, with its heading.
    var byes = document.querySelector("table.byes");
    if (byes) {
      var none = !empty && Array.prototype.every.call(byes.tBodies[0].rows, function (r) { return r.hidden; });
      byes.hidden = none;
      var heading = document.querySelector("h2.byes-heading");
      if (heading) heading.hidden = none;
    }
    if (!answers) return;
    answers.textContent = "";
    if (empty) return;
    if (found.length === 0) {
      var none = document.createElement("p");
      none.className = "none";
      none.textContent = (answers.getAttribute("data-none") || "").replace("{query}", text.trim());
      answers.appendChild(none);
    } else {
      found.forEach(function (p) { answers.appendChild(p); });
    }
  }

  if (input) {
    var given = new URLSearchParams(window.location.search).get("q");
    if (given && !input.value) input.value = given;
    input.addEventListener("input", search);
    var form = input.form;
    if (form) form.addEventListener("submit", function (e) { e.preventDefault(); search(); input.blur(); });
    if (input.value) search();
  }

  // --- screen mode: pages of as many boards as fit ------------------------
  if (body.classList.contains("screen")) {
    var table = document.querySelector("table.pairings tbody");
    var label = document.getElementById("page");
    var boards = table ? Array.prototype.slice.call(table.rows) : [];
    var page = 0;
    function perPage() {
      if (boards.length === 0) return 1;
      boards.forEach(function (r) { r.hidden = false; });
      var top = table.getBoundingClientRect().top;
      var rowHeight = boards[0].getBoundingClientRect().height || 40;
      return Math.max(1, Math.floor((window.innerHeight - top - 8) / rowHeight));
    }
    var size = perPage();
    function show() {
      var pages = Math.max(1, Math.ceil(boards.length / size));
      if (page >= pages) page = 0;
      boards.forEach(function (r, i) { r.hidden = Math.floor(i / size) !== page; });
      var byes = document.querySelector("table.byes");
      var heading = document.querySelector("h2.byes-heading");
      var last = page === pages - 1;
      if (byes) byes.hidden = !last;
      if (heading) heading.hidden = !last;
      if (label) {
        label.textContent = pages > 1
          ? (body.getAttribute("data-page-label") || "").replace("{page}", page + 1).replace("{pages}", pages)
          : "";
      }
    }
    show();
    window.addEventListener("resize", function () { size = perPage(); show(); });
    setInterval(function () { page += 1; show(); }, 12000);
  }

  // --- live: reload when a new version is published -----------------------
  if (body.hasAttribute("data-live") && /^https?:$/.test(window.location.protocol)) {
    var version = body.getAttribute("data-version");
    var delay = 10000;
    function poll() {
      fetch("status.json", { cache: "no-cache" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (status) {
          if (status && status.version && status.version !== version) {
            window.location.reload();
            return;
          }
          delay = 10000;
          later();
        })
        .catch(function () { delay = Math.min(delay * 2, 60000); later(); });
    }
    // Phones spread their polls over time rather than all at once.
    function later() { setTimeout(poll, delay + Math.random() * 5000); }
    later();
  }
})();
