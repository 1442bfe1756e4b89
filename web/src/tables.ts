// The home page's "Your tables" (web/src/home/): the list, carrying it to another
// device, and the service worker that brings pushes and the offline list.
import { carryArrival, carryPanel } from "./home/carry";
import { TablesList } from "./home/tables-list";
import { registerServiceWorker } from "./lib/service-worker";

const mount = document.getElementById("your-tables");
if (mount) {
  const list: TablesList = new TablesList([carryPanel(() => list.brokenIds())]);
  const arrival = document.createElement("div");
  arrival.hidden = true;
  mount.replaceChildren(arrival, list.el);
  carryArrival(arrival, () => void list.refresh());
  void list.refresh();
}
void registerServiceWorker();
