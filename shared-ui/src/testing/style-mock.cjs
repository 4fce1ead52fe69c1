// Stylesheets have no meaning in jsdom; importing one yields an empty object.
module.exports = {};
