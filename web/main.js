// Placeholder page script: opens the preview WebSocket on the page's own origin.
const status = document.getElementById("status");
const url = new URL("/", location.href);
url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
const socket = new WebSocket(url, "transition-preview");
socket.addEventListener("open", () => { status.textContent = "connected"; });
socket.addEventListener("close", () => { status.textContent = "disconnected"; });
