// An interpreter-internal header.
// layering: private
#pragma once
