# The web page's own words, shown before the game runs (web/loader.js, web/index.html): no
# plurals here, the page reads these files with a simple reader (web/strings.mjs).

web-loading = Loading the game…
# The download's progress, in megabytes.
web-loading-of = Loading the game… { $received } of { $total } MB
web-loading-mb = Loading the game… { $received } MB
web-starting = Starting…
web-drawing = Drawing the first screen…
web-failed = Quartet could not start: { $error }
web-offline = Offline: everything but online play works.
web-close = Close
# The text field a phone's keyboard types the player's name into.
web-your-name = Your name
web-needs-js = Quartet needs JavaScript and WebAssembly.
